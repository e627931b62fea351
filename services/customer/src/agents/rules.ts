// The agents area's rules: which offices an agent may have, and when identity's account events link
// or unlink an agent's dashboard user. An *active* dashboard user (activated, or created active by
// staff) becomes the agent's dashboard user unless the agent already has another one: a link is never
// taken over. A deactivated or removed user lets go of its agent; an inactive sign-up changes nothing.
// identity decides the customer and agent (from an invitation or the agent's own e-mail).
import { invalidFields } from '@adops/platform';
import type { components } from '@adops/openapi/generated/identity';

type DashboardUser = components['schemas']['UserEventData'];

/** What the link decides of an agent. */
export interface DashboardUserLink {
  customerId: string;
  didSignUpDashboard: boolean;
  dashboardUserId: string | null;
}

/** The offices named must be offices of the agent's customer (`known`); each stranger is a 400 at its index. */
export function assertOwnOffices(officeIds: string[] | undefined, known: ReadonlySet<string>): void {
  const errors = (officeIds ?? []).flatMap((id, i) => (known.has(id) ? [] : [{ path: `/body/officeIds/${i}`, message: `The office ${id} is not an office of this customer.` }]));
  if (errors.length) throw invalidFields(errors);
}

/** The agent an account event would link its user to: only an active dashboard user with a customer and an agent has one. */
export function agentToLink(user: DashboardUser): string | undefined {
  return user.kind === 'dashboard' && user.customerId && user.agentId && user.isActive === true ? user.agentId : undefined;
}

/** The agent an account event would let go of: a dashboard user's. */
export function agentToUnlink(user: DashboardUser): string | undefined {
  return user.kind === 'dashboard' && user.agentId ? user.agentId : undefined;
}

/** Linking the user to the agent: only an agent of the user's customer without a dashboard user; undefined changes nothing. */
export function linkDashboardUser(agent: DashboardUserLink, user: DashboardUser): Omit<DashboardUserLink, 'customerId'> | undefined {
  if (agent.customerId !== user.customerId || agent.dashboardUserId) return undefined;
  return { didSignUpDashboard: true, dashboardUserId: user.userId };
}

/** Letting go: only of the agent this user is linked to; the agent keeps that it signed up once. */
export function unlinkDashboardUser(agent: DashboardUserLink, user: DashboardUser): Omit<DashboardUserLink, 'customerId'> | undefined {
  if (agent.dashboardUserId !== user.userId) return undefined;
  return { didSignUpDashboard: agent.didSignUpDashboard, dashboardUserId: null };
}
