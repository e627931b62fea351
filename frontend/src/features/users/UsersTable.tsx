// The users list with server-side search (at least 2 characters, debounced), a filter of the accounts
// pending approval (self-signed-up staff with no role: listUsers?pending=true) or of the dashboard users
// (listUsers?kind=dashboard, which staff may log in as) and pages of 25.
import { useState, type ReactNode } from 'react';
import { Badge, HStack, Text } from '@chakra-ui/react';
import { LuClock } from 'react-icons/lu';
import { useListUsers, type User } from '../../lib/api/generated/identity.ts';
import { listQuery, pageSizeOf } from '../../lib/api/lists.ts';
import type { Column } from '../../components/DataTable.tsx';
import { ListView } from '../../components/ListPage.tsx';
import { useListSearch } from '../../components/ListSearch.tsx';
import { Select } from '../../components/Select.tsx';
import { formatDate } from '../../constants.ts';
import { USER_LABELS } from './messages.ts';

/** A user without any role is a self-signed-up account that awaits an admin's approval. */
export const isPendingApproval = (user: { roles: readonly string[] }) => user.roles.length === 0;

export const PendingApprovalBadge = () => (
  <Badge colorPalette="orange" variant="solid" data-testid="pending-approval"><LuClock aria-hidden /> {USER_LABELS.pendingApproval}</Badge>
);

/** The user's roles; no role at all shows as pending approval rather than an empty cell. */
export const RoleBadges = ({ roles }: { roles: readonly string[] }) => (
  isPendingApproval({ roles }) ? <PendingApprovalBadge /> : (
    <HStack gap="1" wrap="wrap">{roles.map((r) => <Badge key={r} variant="subtle" colorPalette={r === 'admin' ? 'purple' : 'blue'}>{r}</Badge>)}</HStack>
  )
);
export const ActiveBadge = ({ active }: { active: boolean }) => (
  <Badge colorPalette={active ? 'green' : 'gray'}>{active ? 'Active' : 'Inactive'}</Badge>
);

/** The filter of the list ('' for all staff users). */
const FILTER_OPTIONS = [{ value: 'pending', label: USER_LABELS.pendingApproval }, { value: 'dashboard', label: USER_LABELS.dashboardUsers }];

export function UsersTable({ onOpen, canOpen, actions }: {
  onOpen?(user: User): void;
  /** Whether a row opens (onOpen) at all; rows that do not open are not clickable. */
  canOpen?(user: User): boolean;
  actions?(user: User): ReactNode;
}) {
  const list = useListSearch();
  const [filter, setFilter] = useState('');
  const pending = filter === 'pending';
  const dashboard = filter === 'dashboard';
  const query = useListUsers({
    params: { query: listQuery('listUsers', { page: list.page, search: list.search, kind: dashboard ? 'dashboard' : 'staff', pending: pending || undefined }) },
  });
  const columns: Column<User>[] = [
    { key: 'name', header: 'Name', render: (u) => <Text fontWeight="medium">{u.displayName}</Text> },
    { key: 'email', header: 'E-mail', render: (u) => u.email },
    { key: 'roles', header: 'Roles', render: (u) => <RoleBadges roles={u.roles} /> },
    { key: 'active', header: 'Status', render: (u) => <ActiveBadge active={u.isActive} /> },
    { key: 'created', header: 'Created', render: (u) => formatDate(u.createdAt) },
    ...(actions ? [{ key: 'actions', header: '', render: actions }] : []),
  ];
  return (
    <ListView list={list} query={query} search={{ label: 'Search users', placeholder: 'Search by name or e-mail' }}
      filters={<Select name="userFilter" aria-label={USER_LABELS.filterUsers} placeholder={USER_LABELS.allUsers} value={filter}
        onChange={(v) => { setFilter(v); list.setPage(1); }} options={FILTER_OPTIONS} />}
      columns={columns} pageSize={pageSizeOf('listUsers')} empty={pending ? USER_LABELS.noPendingUsers : dashboard ? USER_LABELS.noDashboardUsers : 'No users found.'} onOpen={onOpen} canOpen={canOpen} />
  );
}
