// /api/auth/mail: the e-mails the embedded default captured instead of sending (admins and tests read them).
import { notFound, reply, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/identity';
import type { IdentityParts } from '../wiring.ts';

export function capturedMailHandlers({ mailer }: IdentityParts): SomeHandlers<operations, 'listCapturedMail'> {
  return {
    listCapturedMail: (req, res) => {
      if (!mailer.captured) throw notFound('Mail is sent, not captured, on this install.');
      const all = mailer.captured.list(req.query.to);
      const limit = req.query.limit ?? 25;
      const page = req.query.page ?? 1;
      reply(res, 200, { items: all.slice((page - 1) * limit, page * limit), count: all.length });
    },
  };
}
