// What customer consumes from identity: its dashboard users' lifecycle. An active dashboard user
// becomes its agent's dashboard user (never over another); a deactivated or removed one lets go. The
// platform's inbox runs each event id once, in the same transaction as this effect.
import { subscribeTo, type Subscription } from '@adops/platform';
import type { Agents } from '../agents.ts';

export function customerSubscription(agents: Agents): Subscription {
  return subscribeTo('customer', 'identity', {
    'user.signed_up': async (event, manager) => void (await agents.linkDashboardUser(manager, event.data)),
    'user.activated': async (event, manager) => void (await agents.linkDashboardUser(manager, event.data)),
    'user.deactivated': async (event, manager) => void (await agents.unlinkDashboardUser(manager, event.data)),
    'user.removed': async (event, manager) => void (await agents.unlinkDashboardUser(manager, event.data)),
  });
}
