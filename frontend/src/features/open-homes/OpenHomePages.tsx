// /customer/open-homes (the visitors of open homes, newest visit first, pages of 25, filtered by customer, or
// by listing with ?listingId=… as the listing page links it)
// and /customer/open-homes/{openHomeVisitorId} (one visitor, with a link to the listing they visited);
// admin, operations (000 §2, §6). Visitors are recorded by the sign-in sheet (createOpenHomeVisitor), not here.
import { useState } from 'react';
import { DataList, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { useGetListing, useGetOpenHomeVisitor, useListOpenHomes, type OpenHomeVisitor } from '../../lib/api/generated/listing.ts';
import { useListCustomerOptions } from '../../lib/api/generated/customer.ts';
import { listQuery, nameMap, pageSizeOf } from '../../lib/api/lists.ts';
import { BackButton } from '../../components/BackButton.tsx';
import type { Column } from '../../components/DataTable.tsx';
import { EditPage } from '../../components/EditPage.tsx';
import { ListPage } from '../../components/ListPage.tsx';
import { useListSearch } from '../../components/ListSearch.tsx';
import { FormCard } from '../../components/Page.tsx';
import { Select, toOptions } from '../../components/Select.tsx';
import { formatDateTime } from '../../constants.ts';
import { LISTING_PATHS } from '../listings/paths.ts';
import { OPEN_HOME_PATHS } from './paths.ts';

export const openHomeVisitorPath = (id: string) => `${OPEN_HOME_PATHS.openHomes}/${id}`;
const fullName = (v: OpenHomeVisitor) => [v.firstName, v.lastName].filter(Boolean).join(' ');

export function OpenHomesListPage() {
  const navigate = useNavigate();
  const s = useListSearch();
  const [customerId, setCustomerId] = useState('');
  const listingId = useSearchParams()[0].get('listingId') ?? '';
  const { data: customers } = useListCustomerOptions();
  const { data: listing } = useGetListing(listingId ? { params: { path: { listingId } } } : null);
  const names = nameMap(customers?.items);
  const query = useListOpenHomes({ params: { query: listQuery('listOpenHomes', { page: s.page, search: s.search, customerId, listingId }) } });
  const columns: Column<OpenHomeVisitor>[] = [
    { key: 'visited', header: 'Visited', render: (v) => formatDateTime(v.visitedAt) },
    { key: 'name', header: 'Name', render: (v) => <Text fontWeight="medium">{fullName(v)}</Text> },
    { key: 'email', header: 'E-mail', render: (v) => v.email ?? '' },
    { key: 'phone', header: 'Phone', render: (v) => v.phone ?? '' },
    { key: 'customer', header: 'Customer', render: (v) => names.get(v.customerId) ?? '' },
  ];
  return (
    <ListPage title={listingId ? `Open Homes of ${listing?.title ?? 'the listing'}` : 'Open Homes'} list={s} query={query}
      actions={listingId ? <BackButton to={`${LISTING_PATHS.listing}/${listingId}`} label="Back to the listing" /> : undefined}
      search={{ label: 'Search visitors', placeholder: 'Search by first name', searchingText: 'Searching visitors...' }}
      filters={listingId ? undefined : <Select name="customerFilter" aria-label="Customer" placeholder="All customers" value={customerId}
        onChange={(v) => { setCustomerId(v); s.setPage(1); }} options={toOptions(customers?.items)} />}
      columns={columns} pageSize={pageSizeOf('listOpenHomes')} empty="No open-home visitors found."
      onOpen={(v) => navigate(openHomeVisitorPath(v.id))} />
  );
}

function ListingLink({ listingId }: { listingId: string }) {
  const { data } = useGetListing({ params: { path: { listingId } } });
  return <Link asChild colorPalette="blue"><RouterLink to={`${LISTING_PATHS.listing}/${listingId}`}>{data?.title ?? 'Open the listing'}</RouterLink></Link>;
}

export function OpenHomeVisitorPage() {
  const { openHomeVisitorId = '' } = useParams();
  const query = useGetOpenHomeVisitor({ params: { path: { openHomeVisitorId } } });
  const { data: customers } = useListCustomerOptions();
  const names = nameMap(customers?.items);
  const back = { to: OPEN_HOME_PATHS.openHomes, label: 'Back to open homes' };
  return (
    <EditPage query={query} noun="open-home visitor" back={back} title={fullName} actions={() => <BackButton {...back} />}>
      {(v) => (
        <FormCard>
          <DataList.Root orientation="horizontal">
            {([
              ['Name', fullName(v)],
              ['E-mail', v.email ?? ''],
              ['Phone', v.phone ?? ''],
              ['Visited', formatDateTime(v.visitedAt)],
              ['Customer', names.get(v.customerId) ?? v.customerId],
              ['Listing', <ListingLink key="listing" listingId={v.listingId} />],
              ['Notes', v.notes ?? ''],
            ] as const).map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </FormCard>
      )}
    </EditPage>
  );
}
