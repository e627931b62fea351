// What customer consumes: identity's user.signed_up. A dashboard user who signed up for an agent (by
// agentId, or by the agent's e-mail within the customer) marks that agent didSignUpDashboard. The
// platform's inbox runs each event id once, in the same transaction as this effect.
import type { Subscription } from '@adops/platform';
import type { Agents } from '../agents.ts';

export interface UserSignedUpData {
  userId: string;
  email: string;
  kind: 'staff' | 'dashboard';
  roles: string[];
  customerId?: string;
  agentId?: string;
}

export function customerSubscription(agents: Agents): Subscription {
  return {
    consumer: 'customer',
    sources: ['identity'],
    handlers: {
      'user.signed_up': async (event, manager) => {
        await agents.markSignedUp(manager, event.data as UserSignedUpData);
      },
    },
  };
}
