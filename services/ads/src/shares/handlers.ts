// /api/shares: sharing a listing, a resource or a report by e-mail.
import { principalOf, rateLimitReporter, reply, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/ads';
import type { ShareByEmail } from './share-by-email.ts';

export function shareHandlers({ shareByEmail }: { shareByEmail: ShareByEmail }): SomeHandlers<operations, 'shareByEmail'> {
  return {
    shareByEmail: async (req, res) => {
      const sentTo = await shareByEmail.share(principalOf(req), req.body, rateLimitReporter(res));
      reply(res, 200, { sentTo });
    },
  };
}
