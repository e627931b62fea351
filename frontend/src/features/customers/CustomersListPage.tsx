// /customers (admin, operations): pages of 25, server-side search of at least 2 characters.
import { Badge, Button, IconButton, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { useListCustomers, useRemoveCustomers, type Customer } from '../../lib/api/generated/customer.ts';
import { listQuery, pageSizeOf } from '../../lib/api/lists.ts';
import { problemMessage } from '../../lib/api/problem.ts';
import type { Column } from '../../components/DataTable.tsx';
import { useDialogs } from '../../components/Dialogs.tsx';
import { ListPage } from '../../components/ListPage.tsx';
import { useListSearch } from '../../components/ListSearch.tsx';
import { formatDate } from '../../constants.ts';
import { CUSTOMER_PATHS } from './paths.ts';

export const customerEditPath = (id: string) => `${CUSTOMER_PATHS.customer}/${id}/edit`;
export const customerEmailTemplatesPath = (id: string) => `${CUSTOMER_PATHS.customer}/${id}/email-templates`;

export const ActiveBadge = ({ active }: { active: boolean }) => (
  <Badge colorPalette={active ? 'green' : 'gray'}>{active ? 'Active' : 'Inactive'}</Badge>
);

export function CustomersListPage() {
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const removeCustomers = useRemoveCustomers();
  const s = useListSearch();
  const query = useListCustomers({ params: { query: listQuery('listCustomers', { page: s.page, search: s.search }) } });
  const remove = async (c: Customer) => {
    if (!(await dialogs.confirm(`Remove ${c.name} with its offices, agents, dashboard and e-mail templates?`))) return;
    const { data: removed, error } = await removeCustomers({ body: { ids: [c.id] } });
    if (!removed) return dialogs.error(problemMessage(error));
  };
  const columns: Column<Customer>[] = [
    { key: 'name', header: 'Name', render: (c) => <Text fontWeight="medium">{c.name}</Text> },
    { key: 'email', header: 'E-mail', render: (c) => c.email ?? '' },
    { key: 'country', header: 'Country', render: (c) => `${c.country.code} · ${c.country.taxCode}` },
    { key: 'currency', header: 'Currency', render: (c) => c.currency.code },
    { key: 'active', header: 'Status', render: (c) => <ActiveBadge active={c.isActive} /> },
    { key: 'created', header: 'Created', render: (c) => formatDate(c.createdAt) },
    { key: 'actions', header: '', width: '1', render: (c) => (
      <IconButton aria-label={`Remove ${c.name}`} size="xs" variant="ghost" colorPalette="red"
        onClick={(e) => { e.stopPropagation(); void remove(c); }}><LuTrash2 /></IconButton>
    ) },
  ];
  return (
    <ListPage title="Customers" actions={
      <Button asChild colorPalette="blue" size="sm"><RouterLink to={CUSTOMER_PATHS.customersCreate}><LuPlus /> Create customer</RouterLink></Button>
    } list={s} query={query} search={{ label: 'Search customers', placeholder: 'Search by name', searchingText: 'Searching customers...' }}
      columns={columns} pageSize={pageSizeOf('listCustomers')} empty="No customers found." onOpen={(c) => navigate(customerEditPath(c.id))} />
  );
}
