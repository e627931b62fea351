// What customer consumes from identity: its dashboard users' lifecycle. An active dashboard user
// becomes its agent's dashboard user (never over another); a deactivated or removed one lets go. The
// platform's inbox runs each event id once, in the same transaction as this effect.
import { subscribeTo, type Subscription } from '@adops/platform';
import type { AgentDashboardUsers } from '../agent-dashboard-users.ts';

export function customerSubscription(users: AgentDashboardUsers): Subscription {
  return subscribeTo('customer', 'identity', {
    'user.signed_up': async (event, m) => void (await users.link(m, event.data)),
    'user.activated': async (event, m) => void (await users.link(m, event.data)),
    'user.deactivated': async (event, m) => void (await users.unlink(m, event.data)),
    'user.removed': async (event, m) => void (await users.unlink(m, event.data)),
  });
}
