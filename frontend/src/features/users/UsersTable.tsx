// The users list with server-side search (at least 2 characters, debounced), a filter of the accounts
// pending approval (self-signed-up staff with no role: listUsers?pending=true) and pages of 25.
import { useEffect, useState, type ReactNode } from 'react';
import { Badge, HStack, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { LuClock, LuSearch } from 'react-icons/lu';
import { useListUsers, type User } from '../../lib/api/generated/identity.ts';
import { listParams } from '../../lib/api/lists.ts';
import { DataTable, Pager, type Column } from '../../components/DataTable.tsx';
import { useDebounced } from '../../components/ListSearch.tsx';
import { Select } from '../../components/Select.tsx';
import { formatDate, LABELS, MESSAGES, PAGE_SIZES, SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from '../../constants.ts';

/** A user without any role is a self-signed-up account that awaits an admin's approval. */
export const isPendingApproval = (user: { roles: readonly string[] }) => user.roles.length === 0;

export const PendingApprovalBadge = () => (
  <Badge colorPalette="orange" variant="solid" data-testid="pending-approval"><LuClock aria-hidden /> {LABELS.pendingApproval}</Badge>
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

/** The filter of the list ('' for all users). */
const FILTER_OPTIONS = [{ value: 'pending', label: LABELS.pendingApproval }];

export function UsersTable({ onOpen, canOpen, actions }: {
  onOpen?(user: User): void;
  /** Whether a row opens (onOpen) at all; rows that do not open are not clickable. */
  canOpen?(user: User): boolean;
  actions?(user: User): ReactNode;
}) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState('');
  const debounced = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const effective = debounced.length >= SEARCH_MIN_LENGTH ? debounced : '';
  useEffect(() => setPage(1), [effective]);
  const pending = filter === 'pending';
  const query = listParams({ page, limit: PAGE_SIZES.users, sort: '-createdAt', search: effective, kind: 'staff', pending: pending || undefined });
  const { data, isLoading } = useListUsers({ params: { query } });
  const columns: Column<User>[] = [
    { key: 'name', header: 'Name', render: (u) => <Text fontWeight="medium">{u.displayName}</Text> },
    { key: 'email', header: 'E-mail', render: (u) => u.email },
    { key: 'roles', header: 'Roles', render: (u) => <RoleBadges roles={u.roles} /> },
    { key: 'active', header: 'Status', render: (u) => <ActiveBadge active={u.isActive} /> },
    { key: 'created', header: 'Created', render: (u) => formatDate(u.createdAt) },
    ...(actions ? [{ key: 'actions', header: '', render: actions }] : []),
  ];
  const tooShort = search.trim().length > 0 && search.trim().length < SEARCH_MIN_LENGTH;
  return (
    <Stack gap="3">
      <HStack align="start" gap="4" wrap="wrap">
        <Stack gap="1" maxW="sm" w="full">
          <InputGroup startElement={<LuSearch />}>
            <Input placeholder="Search by name or e-mail" aria-label="Search users" value={search} onChange={(e) => setSearch(e.target.value)} />
          </InputGroup>
          {tooShort && <Text fontSize="xs" color="fg.muted">{MESSAGES.searchTooShort}</Text>}
        </Stack>
        <Stack maxW="xs" w="full">
          <Select name="userFilter" aria-label={LABELS.filterUsers} placeholder={LABELS.allUsers} value={filter}
            onChange={(v) => { setFilter(v); setPage(1); }} options={FILTER_OPTIONS} />
        </Stack>
      </HStack>
      <DataTable columns={columns} rows={data?.items} loading={isLoading} onRowClick={onOpen} canClickRow={canOpen}
        empty={pending ? LABELS.noPendingUsers : 'No users found.'} />
      <Pager page={page} pageSize={PAGE_SIZES.users} count={data?.count ?? 0} onPageChange={setPage} />
    </Stack>
  );
}
