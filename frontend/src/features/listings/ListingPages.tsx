// /customers/listings (every customer's listings), /customers/listings/{customerId} (one customer's),
// /listing/create?customerId=… and /listing/{listingId} (admin, operations; 000 §2, §6). Lists are pages of
// 25, newest first (the spec's x-list), filtered by status and customer; the status labels come from the
// server (DONE shows as Saved).
import { useState } from 'react';
import { Badge, Button, Checkbox, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { LuPlus } from 'react-icons/lu';
import {
  useDeleteListings, useGetListing, useListAssets, useListListings, useUpdateListings, type Listing, type ListingStatus,
} from '../../lib/api/generated/listing.ts';
import { useListCustomerOptions } from '../../lib/api/generated/customer.ts';
import { listQuery, nameMap, pageSizeOf } from '../../lib/api/lists.ts';
import { BackButton } from '../../components/BackButton.tsx';
import type { Column } from '../../components/DataTable.tsx';
import { DeleteAndBack } from '../../components/DeleteAndBack.tsx';
import { EditPage } from '../../components/EditPage.tsx';
import { ListPage } from '../../components/ListPage.tsx';
import { useListSearch } from '../../components/ListSearch.tsx';
import { FormCard, Page } from '../../components/Page.tsx';
import { Select, toOptions } from '../../components/Select.tsx';
import { useDeleteAndLeave } from '../../components/useDeleteAndLeave.ts';
import { useDialogs } from '../../components/Dialogs.tsx';
import { problemMessage } from '../../lib/api/problem.ts';
import { formatDate } from '../../constants.ts';
import { LISTING_IDS_PER_DELETE, LISTING_TYPES } from './constants.ts';
import { LISTING_PATHS } from './paths.ts';
import { OPEN_HOME_PATHS } from '../open-homes/paths.ts';
import { ListingForm, useEnumerationOptions } from './ListingForm.tsx';
import type { MediaCaptions, UploadMedia } from './ListingMedia.tsx';
import { uploadListingMedia } from './listingUploads.ts';
import { ListingVideos } from './ListingVideos.tsx';

export const listingPath = (id: string) => `${LISTING_PATHS.listing}/${id}`;
export const customerListingsPath = (customerId?: string | null) => (customerId ? `${LISTING_PATHS.customerListings}/${customerId}` : LISTING_PATHS.customerListings);
export const listingCreatePath = (customerId?: string) => (customerId ? `${LISTING_PATHS.listingCreate}?customerId=${customerId}` : LISTING_PATHS.listingCreate);

/** The selected listings of a page: set their status at once (updateListings) or delete them (deleteListings). */
function useBulkActions(rows: Listing[] | undefined) {
  const dialogs = useDialogs();
  const updateListings = useUpdateListings();
  const deleteListings = useDeleteListings();
  const [selected, setSelected] = useState<string[]>([]);
  const onPage = (rows ?? []).map((r) => r.id);
  const chosen = selected.filter((id) => onPage.includes(id));
  const toggle = (id: string, on: boolean) => setSelected((all) => (on ? [...all, id] : all.filter((x) => x !== id)));
  const toggleAll = (on: boolean) => setSelected(on ? onPage : []);
  const setStatus = async (listingStatus: ListingStatus) => {
    const { data, error } = await updateListings({ body: { ids: chosen, listingStatus } });
    if (!data) return dialogs.error(problemMessage(error));
    setSelected([]);
  };
  const remove = async () => {
    if (!(await dialogs.confirm(`Delete ${chosen.length} listing${chosen.length === 1 ? '' : 's'}?`))) return;
    for (let i = 0; i < chosen.length; i += LISTING_IDS_PER_DELETE) {
      const { response, error } = await deleteListings({ params: { query: { ids: chosen.slice(i, i + LISTING_IDS_PER_DELETE) } } });
      if (!response.ok) return dialogs.error(problemMessage(error));
    }
    setSelected([]);
  };
  return { chosen, toggle, toggleAll, allChosen: onPage.length > 0 && chosen.length === onPage.length, setStatus, remove };
}

/** Both list pages: with a customer in the path the list is that customer's and the customer filter is fixed. */
export function ListingsListPage() {
  const { customerId: fixedCustomer } = useParams();
  const navigate = useNavigate();
  const s = useListSearch();
  const [chosenCustomer, setChosenCustomer] = useState('');
  const [listingStatus, setListingStatus] = useState('');
  const customerId = fixedCustomer ?? chosenCustomer;
  const { data: customers } = useListCustomerOptions();
  const names = nameMap(customers?.items);
  const statuses = useEnumerationOptions('listingStatus');
  const statusLabel = new Map(statuses.map((o) => [o.value, o.label]));
  // The search matches one field (the title by default); a reference is typed with its DASH prefix.
  const searchField = /^DASH/i.test(s.search.trim()) ? 'reference' as const : undefined;
  const query = useListListings({
    params: { query: listQuery('listListings', { page: s.page, search: s.search, searchField, customerId, listingStatus: listingStatus as ListingStatus | '' }) },
  });
  const bulk = useBulkActions(query.data?.items);
  const columns: Column<Listing>[] = [
    {
      key: 'select', width: '1',
      header: (
        <Checkbox.Root checked={bulk.allChosen} onCheckedChange={(e) => bulk.toggleAll(!!e.checked)} aria-label="Select every listing of the page">
          <Checkbox.HiddenInput /><Checkbox.Control />
        </Checkbox.Root>
      ),
      render: (l) => (
        <Checkbox.Root checked={bulk.chosen.includes(l.id)} onCheckedChange={(e) => bulk.toggle(l.id, !!e.checked)} onClick={(e) => e.stopPropagation()}
          aria-label={`Select ${l.title}`}>
          <Checkbox.HiddenInput /><Checkbox.Control />
        </Checkbox.Root>
      ),
    },
    { key: 'reference', header: 'Reference', render: (l) => l.reference },
    { key: 'title', header: 'Title', render: (l) => <Text fontWeight="medium">{l.title}</Text> },
    ...(fixedCustomer ? [] : [{ key: 'customer', header: 'Customer', render: (l: Listing) => names.get(l.customerId) ?? '' }]),
    { key: 'type', header: 'Type', render: (l) => LISTING_TYPES[l.type] },
    { key: 'status', header: 'Status', render: (l) => <Badge>{statusLabel.get(l.listingStatus) ?? ''}</Badge> },
    { key: 'images', header: 'Images', render: (l) => l.numImages },
    { key: 'created', header: 'Created', render: (l) => formatDate(l.createdAt) },
  ];
  const title = fixedCustomer ? `Listings of ${names.get(fixedCustomer) ?? 'the customer'}` : 'Customer Listings';
  return (
    <ListPage title={title} actions={
      <>
        {bulk.chosen.length > 0 && (
          <HStack data-testid="bulk-actions">
            <Text fontSize="sm" flexShrink={0}>{bulk.chosen.length} selected</Text>
            <Select name="bulkStatus" aria-label="Set the status of the selected" placeholder="Set status…" value=""
              onChange={(v) => { if (v) void bulk.setStatus(v as ListingStatus); }} options={statuses} />
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => void bulk.remove()}>Delete</Button>
          </HStack>
        )}
        <Button asChild colorPalette="blue" size="sm"><RouterLink to={listingCreatePath(customerId || undefined)}><LuPlus /> Create listing</RouterLink></Button>
        {fixedCustomer && <BackButton to={LISTING_PATHS.customerListings} label="All listings" />}
      </>
    } list={s} query={query} search={{ label: 'Search listings', placeholder: 'Title, or a DASH… reference', searchingText: 'Searching listings...' }}
      filters={
        <>
          <Select name="statusFilter" aria-label="Status" placeholder="All statuses" value={listingStatus}
            onChange={(v) => { setListingStatus(v); s.setPage(1); }} options={statuses} />
          {!fixedCustomer && (
            <Select name="customerFilter" aria-label="Customer" placeholder="All customers" value={chosenCustomer}
              onChange={(v) => { setChosenCustomer(v); s.setPage(1); }} options={toOptions(customers?.items)} />
          )}
        </>
      }
      columns={columns} pageSize={pageSizeOf('listListings')} empty="No listings found." onOpen={(l) => navigate(listingPath(l.id))} />
  );
}

export function ListingCreatePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const customerId = params.get('customerId') ?? undefined;
  const back = customerListingsPath(customerId);
  return (
    <Page title="Create listing" actions={<BackButton to={back} label="Back to listings" />}>
      <FormCard maxW="4xl">
        <ListingForm initialCustomerId={customerId} onSaved={(l) => navigate(listingPath(l.id), { replace: true })} />
      </FormCard>
    </Page>
  );
}

export function ListingEditPage() {
  const { listingId = '' } = useParams();
  const query = useGetListing({ params: { path: { listingId } } });
  const back = customerListingsPath(query.data?.customerId);
  const deleteAndLeave = useDeleteAndLeave(back);
  const deleteListings = useDeleteListings();
  const remove = (listing: Listing) => deleteAndLeave(`Delete the listing ${listing.title}?`,
    () => deleteListings({ params: { query: { ids: [listing.id] } } }));
  // Files chosen on the form are uploaded by its Save (uploadListingAsset, which appends each to the listing);
  // the form is remounted after a save (formVersion) with the listing as saved, not on a reload of it.
  const [formVersion, setFormVersion] = useState(0);
  const upload: UploadMedia = (file, onProgress) => uploadListingMedia(listingId, file, onProgress);
  // The listing's own assets, fetched once (a listing holds at most 10 images and 10 videos: one page of the
  // largest size) and again after a save, caption its uploaded media by their file names.
  const assets = useListAssets({ params: { query: { listingId, limit: 100 } } });
  const captions: MediaCaptions = new Map((assets.data?.items ?? [])
    .flatMap((a) => { const caption = a.originalFileName ?? a.name; return caption ? [[a.id, caption] as const] : []; }));
  return (
    <EditPage query={query} noun="listing" back={{ to: LISTING_PATHS.customerListings, label: 'Back to listings' }} title={(l) => l.title}
      actions={(l) => (
        <>
          <Button asChild variant="outline" size="sm"><RouterLink to={`${OPEN_HOME_PATHS.openHomes}?listingId=${l.id}`}>Open-home visitors</RouterLink></Button>
          <DeleteAndBack onDelete={() => remove(l)} to={customerListingsPath(l.customerId)} label="Back to listings" />
        </>
      )}>
      {(listing) => (
        <>
          <FormCard maxW="4xl"><ListingForm key={`${listing.id}-${formVersion}`} listing={listing} upload={upload} captions={captions}
            onSaved={() => { setFormVersion((v) => v + 1); void assets.mutate(); }} /></FormCard>
          <FormCard maxW="4xl"><ListingVideos listing={listing} /></FormCard>
        </>
      )}
    </EditPage>
  );
}
