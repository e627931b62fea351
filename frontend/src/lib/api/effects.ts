// The cache effects of mutations that the spec does not tell (the generated ones are: a mutation revalidates
// the GETs of its own resource, and writes an answer that is its item). Declared here once, typed by
// operationId and path, so a page never revalidates anything itself.
import type { ClientPathsWithMethod } from 'openapi-fetch';
import type { Clients, ContextName, OperationId } from '@adops/openapi';

/** A GET of some context whose cached answers a mutation may change. */
export type Target = { [C in ContextName]: readonly [C, ClientPathsWithMethod<Clients[C], 'get'>] }[ContextName];

export interface DeclaredEffects {
  /** The call changes nothing a GET answers (a preview, a sign-in link): its resource is not revalidated. */
  none?: true;
  /** GETs of other resources (or contexts) the call changes as well. */
  also?: readonly Target[];
  /** GETs to revalidate after a 409: the page showed a state the server no longer has. */
  onConflict?: readonly Target[];
}

const AGENTS: readonly Target[] = [['customer', '/api/agents'], ['customer', '/api/agents/{agentId}']];

export const EFFECTS: Partial<Record<OperationId, DeclaredEffects>> = {
  // Calls under /api/auth act on the session or send e-mail; none changes an /api/auth answer a page shows.
  signIn: { none: true },
  signOut: { none: true },
  signUp: { none: true },
  forgotPassword: { none: true },
  resetPassword: { none: true },
  reinvite: { none: true },
  issueToken: { none: true },
  dashboardSignUp: { none: true },
  dashboardSignIn: { none: true },
  dashboardForgotPassword: { none: true },
  dashboardResetPassword: { none: true },
  dashboardReinvite: { none: true },
  createPreAuthUrl: { none: true },
  createPreAuthLink: { none: true },
  // An invitation changes no answer; a 409 says the agent has a dashboard user meanwhile: show it. The agent
  // itself is not reloaded (its form would lose what was typed).
  createDashboardInvitation: { none: true, onConflict: [['identity', '/api/users/dashboard-users']] },
  // Previews and the SMTP test render or send; they store nothing.
  previewEmailTemplate: { none: true },
  testSmtp: { none: true },
  // A deleted office is taken off its agents.
  deleteOffice: { also: AGENTS },
  // Removing a customer removes its offices, agents, dashboards and e-mail templates.
  removeCustomers: {
    also: [['customer', '/api/offices'], ...AGENTS, ['customer', '/api/dashboards'], ['customer', '/api/email-templates']],
  },
};
