// /meta-pages (001 §2, §7 campaigns/getMetaPages: admin, operations, sales): the pages the social ad accounts
// post as, as last synced from their networks, by name 25 a page, searched by name or page id and filtered by
// customer; each with its network page id, its link and when it was synced.
import { useState } from 'react';
import { Link, Text } from '@chakra-ui/react';
import { useListMetaPages, type MetaPage } from '../../lib/api/generated/ads.ts';
import { useListCustomerOptions } from '../../lib/api/generated/customer.ts';
import { listQuery, pageSizeOf } from '../../lib/api/lists.ts';
import type { Column } from '../../components/DataTable.tsx';
import { ListPage } from '../../components/ListPage.tsx';
import { useListSearch } from '../../components/ListSearch.tsx';
import { Select, toOptions } from '../../components/Select.tsx';
import { formatDateTime } from '../../constants.ts';
import { META_PAGE_TEXTS } from './messages.ts';

export function MetaPagesPage() {
  const s = useListSearch();
  const [customerId, setCustomerId] = useState('');
  const { data: customers } = useListCustomerOptions();
  const query = useListMetaPages({ params: { query: listQuery('listMetaPages', { page: s.page, search: s.search, customerId }) } });
  const columns: Column<MetaPage>[] = [
    { key: 'name', header: 'Name', render: (p) => <Text fontWeight="medium">{p.name}</Text> },
    { key: 'pageId', header: 'Page id', render: (p) => p.pageId },
    { key: 'link', header: 'Link', render: (p) => (p.link ? <Link href={p.link} target="_blank" rel="noreferrer" color="blue.fg">{p.link}</Link> : <Text color="fg.muted">—</Text>) },
    { key: 'synced', header: 'Synced', render: (p) => formatDateTime(p.syncedAt) },
  ];
  return (
    <ListPage title={META_PAGE_TEXTS.title} list={s} query={query}
      search={{ label: 'Search pages', placeholder: 'Name or page id', searchingText: 'Searching pages...' }}
      filters={<Select name="customerFilter" aria-label="Customer" placeholder="All customers" value={customerId}
        onChange={(v) => { setCustomerId(v); s.setPage(1); }} options={toOptions(customers?.items)} />}
      columns={columns} pageSize={pageSizeOf('listMetaPages')} empty={META_PAGE_TEXTS.empty} />
  );
}
