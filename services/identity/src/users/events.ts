// The one place identity makes the events of a user's lifecycle (user.signed_up, user.activated,
// user.deactivated, user.removed): every flow that creates, activates, deactivates or removes a user
// records one of these, in the change's transaction, with the payload its spec declares.
import type { NewEventOf } from '@adops/platform';
import type { IdentityEvents } from '@adops/openapi/generated/events';
import type { UserRow } from './entities.ts';

type UserEventType = 'user.signed_up' | 'user.activated' | 'user.deactivated' | 'user.removed';
type UserEvent = NewEventOf<Pick<IdentityEvents, UserEventType>>;

const userEvent = (type: UserEventType, u: UserRow): UserEvent => ({
  type,
  subject: u.id,
  customerId: u.customerId,
  data: {
    userId: u.id,
    email: u.email,
    kind: u.kind,
    roles: u.roles,
    ...(u.customerId ? { customerId: u.customerId } : {}),
    ...(u.agentId ? { agentId: u.agentId } : {}),
    isActive: u.isActive,
  },
});

export const userSignedUp = (user: UserRow) => userEvent('user.signed_up', user);

/** user.activated or user.deactivated, as the user now is. */
export const userActivationChanged = (user: UserRow) => userEvent(user.isActive ? 'user.activated' : 'user.deactivated', user);

export const userRemoved = (user: UserRow) => userEvent('user.removed', user);
