// What customer consumes from identity: its dashboard users' lifecycle. An active dashboard user
// becomes its agent's dashboard user (never over another); a deactivated or removed one lets go. The
// platform's inbox runs each event id once, in the same transaction as this effect.
import type { Subscription } from '@adops/platform';
import type { components } from '@adops/openapi/generated/identity';
import type { Agents } from '../agents.ts';

type UserEventData = components['schemas']['UserEventData'];

export function customerSubscription(agents: Agents): Subscription {
  const link = async (data: UserEventData, manager: Parameters<Agents['linkDashboardUser']>[0]) => void (await agents.linkDashboardUser(manager, data));
  const unlink = async (data: UserEventData, manager: Parameters<Agents['unlinkDashboardUser']>[0]) => void (await agents.unlinkDashboardUser(manager, data));
  return {
    consumer: 'customer',
    sources: ['identity'],
    handlers: {
      'user.signed_up': (event, manager) => link(event.data as UserEventData, manager),
      'user.activated': (event, manager) => link(event.data as UserEventData, manager),
      'user.deactivated': (event, manager) => unlink(event.data as UserEventData, manager),
      'user.removed': (event, manager) => unlink(event.data as UserEventData, manager),
    },
  };
}
