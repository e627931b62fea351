// The shares area's email_shares (shares/entities.ts): each e-mail shared, counted by the per-user
// throttle over its last hour.
import { tableId, tableInstant, tableInt, tableRef, tableString, tablesMigration } from '@adops/platform';

export const CreateEmailShares1765000027980 = tablesMigration('CreateEmailShares1765000027980', () => [
  {
    name: 'email_shares',
    columns: [tableId(), tableRef('userId'), tableRef('customerId', true), tableString('kind', 20), tableString('itemId', 64), tableInt('recipients'), tableInstant('sentAt')],
    // The throttle's count: one user's shares since an instant.
    indexes: [{ name: 'email_shares_user_sent', columnNames: ['userId', 'sentAt'] }],
  },
]);
