// /api/payments/currency: an amount converted between currencies with the configured rate table.
import { reply, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/payment';
import { convertCurrency } from './rules.ts';

export function currencyHandlers(rates: Record<string, number>): SomeHandlers<operations, 'convertCurrency'> {
  return {
    convertCurrency: async (req, res) => reply(res, 200, convertCurrency(rates, req.params.fromCode, req.params.toCode, Number(req.params.amount))),
  };
}
