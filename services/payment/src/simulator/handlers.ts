// /api/payments/simulator: the simulator's payment page confirming a card, and the bank's
// authentication page (404 when Stripe is configured).
import { principalOf, reply, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/payment';
import type { SimulatedConfirmations } from './confirmations.ts';

export function simulatorHandlers(confirmations: SimulatedConfirmations): SomeHandlers<operations, 'confirmSimulatedPayment' | 'authenticateSimulatedPayment'> {
  return {
    confirmSimulatedPayment: async (req, res) => reply(res, 200, await confirmations.confirm(principalOf(req), req.body)),
    authenticateSimulatedPayment: async (req, res) => reply(res, 200, await confirmations.authenticate(principalOf(req), req.body)),
  };
}
