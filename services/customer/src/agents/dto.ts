// Rows as the API shows them (openapi/customer schemas): optional fields left out when empty,
// instants as ISO strings.
import type { Agent } from '@adops/openapi/generated/customer';
import type { AgentRow } from './entities.ts';
import { opt, stamps } from '../customers/dto.ts';

export const toAgentDto = (a: AgentRow): Agent => ({
  id: a.id,
  customerId: a.customerId,
  fullName: a.fullName,
  ...opt('email', a.email),
  phones: a.phones,
  ...opt('image', a.image),
  officeIds: a.officeIds,
  fbAdAccountIds: a.fbAdAccountIds,
  gdnAccountIds: a.gdnAccountIds,
  ...opt('fbPage', a.fbPage),
  distributionSettings: a.distributionSettings,
  didSignUpDashboard: a.didSignUpDashboard,
  ...opt('dashboardUserId', a.dashboardUserId),
  dashboardListingTypes: a.dashboardListingTypes,
  ...stamps(a),
});
