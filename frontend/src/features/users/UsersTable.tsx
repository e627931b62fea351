// The users list with server-side search (at least 2 characters, debounced) and pages of 25.
import { useEffect, useState, type ReactNode } from 'react';
import { Badge, HStack, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';
import { useUsers, type User } from '../../api/hooks.ts';
import { DataTable, Pager, type Column } from '../../components/DataTable.tsx';
import { useDebounced } from '../../components/ListSearch.tsx';
import { formatDate, MESSAGES, PAGE_SIZES, SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from '../../constants.ts';

export const RoleBadges = ({ roles }: { roles: readonly string[] }) => (
  <HStack gap="1" wrap="wrap">{roles.map((r) => <Badge key={r} variant="subtle" colorPalette={r === 'admin' ? 'purple' : 'blue'}>{r}</Badge>)}</HStack>
);
export const ActiveBadge = ({ active }: { active: boolean }) => (
  <Badge colorPalette={active ? 'green' : 'gray'}>{active ? 'Active' : 'Inactive'}</Badge>
);

export function UsersTable({ onOpen, canOpen, actions }: {
  onOpen?(user: User): void;
  /** Whether a row opens (onOpen) at all; rows that do not open are not clickable. */
  canOpen?(user: User): boolean;
  actions?(user: User): ReactNode;
}) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const effective = debounced.length >= SEARCH_MIN_LENGTH ? debounced : '';
  useEffect(() => setPage(1), [effective]);
  const { data, isLoading } = useUsers({ page, limit: PAGE_SIZES.users, search: effective, kind: 'staff' });
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
      <Stack gap="1" maxW="sm">
        <InputGroup startElement={<LuSearch />}>
          <Input placeholder="Search by name or e-mail" aria-label="Search users" value={search} onChange={(e) => setSearch(e.target.value)} />
        </InputGroup>
        {tooShort && <Text fontSize="xs" color="fg.muted">{MESSAGES.searchTooShort}</Text>}
      </Stack>
      <DataTable columns={columns} rows={data?.items} loading={isLoading} onRowClick={onOpen} canClickRow={canOpen} empty="No users found." />
      <Pager page={page} pageSize={PAGE_SIZES.users} count={data?.count ?? 0} onPageChange={setPage} />
    </Stack>
  );
}
