// The index's listings tab (002 §2, §5, §9): the listings the user may see (the server scopes them: an agent
// or branch user their own agent's, a branch manager their offices', a corporate user the customer's; no
// customer is ever sent), 10 a page (10 to 100), newest first. Up to 10 are selected, across pages, and ordered
// together (the order screen takes them in its query); a deleted listing is never selected ('Cant select
// deleted listing') nor ordered ('Deleted listing included: {title}', after which it leaves the selection).
// Create listing and Bulk manage show for the roles the dashboard's controls name; each row opens its edit page.
// The listing-type filter shows for the roles of enableListingTypeFilterRoles. A listing with a public page
// (customerUrl) can be shared (features/sharing, 003 §2, §6). A listing's video, and its preview from an IMAGE
// template chosen, are made from its row and their jobs followed there (002 §4; useCreativeJobs), for the roles
// generateVideo, and generatePreview with listCreativeTemplates, allow.
import { useState } from 'react';
import { Badge, Button, Checkbox, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { LuPencil, LuPlus, LuShoppingCart, LuUpload } from 'react-icons/lu';
import { useListListings, type Listing, type ListingType } from '../../lib/api/generated/listing.ts';
import { listQuery } from '../../lib/api/lists.ts';
import type { Column } from '../../components/DataTable.tsx';
import { ListPage } from '../../components/ListPage.tsx';
import { useListSearch } from '../../components/ListSearch.tsx';
import { Select } from '../../components/Select.tsx';
import { useDialogs } from '../../components/Dialogs.tsx';
import { formatDate, MESSAGES } from '../../constants.ts';
import { useDashboard } from '../../frames/dashboard/useDashboard.ts';
import { CUSTOMER_DASHBOARD_PATHS, listingEditPath, orderPath } from '../customer-dashboard/paths.ts';
import { BULK_UPLOAD_PATHS } from '../bulk-upload/paths.ts';
import { LISTING_TYPES } from '../listings/constants.ts';
import { LISTINGS_TAB_PAGE_SIZE, LISTINGS_TAB_PAGE_SIZES, LISTINGS_TAB_SORT, SELECTION_LIMIT } from './constants.ts';
import { LISTINGS_TAB_MESSAGES } from './messages.ts';
import { goneListings } from './listingCheck.ts';
import { orderRefusal, pick, unpick, type Picked } from './selection.ts';
import { ShareMenu } from '../sharing/ShareMenu.tsx';
import { mayCall } from '../../lib/auth/roles.ts';
import { problemMessage } from '../../lib/api/problem.ts';
import { useCreativeJobs } from './useCreativeJobs.ts';
import { CreativeCell } from './CreativeCell.tsx';

const TYPE_OPTIONS = Object.entries(LISTING_TYPES).map(([value, label]) => ({ value, label }));

export function ListingsTab() {
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const { dashboard, roleIn, user } = useDashboard();
  const controls = dashboard?.config.controls;
  const s = useListSearch();
  const [limit, setLimit] = useState(LISTINGS_TAB_PAGE_SIZE);
  const [type, setType] = useState<ListingType | ''>('');
  const filtersByType = roleIn(controls?.enableListingTypeFilterRoles);
  const [selection, setSelection] = useState<Picked[]>([]);
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(new Set());
  const [checking, setChecking] = useState(false);
  // A refused tick is undone by remounting the boxes: a controlled box whose value did not change keeps the tick.
  const [refusals, setRefusals] = useState(0);
  const searchField = /^DASH/i.test(s.search.trim()) ? 'reference' as const : undefined;
  const query = useListListings({
    params: { query: { ...listQuery('listListings', { page: s.page, search: s.search, searchField, type: filtersByType ? type : '' }), limit, sort: LISTINGS_TAB_SORT } },
  });
  const sorry = (message: string) => dialogs.error({ title: MESSAGES.sorry, message });
  const mayVideo = mayCall('generateVideo', user?.roles);
  const mayPreview = mayCall('generatePreview', user?.roles) && mayCall('listCreativeTemplates', user?.roles);
  const creatives = useCreativeJobs(user?.id);
  const makeVideo = async (listingId: string) => {
    const answer = await creatives.generateVideo(listingId);
    if (!answer.ok) sorry(problemMessage(answer.problem, LISTINGS_TAB_MESSAGES.videoNotStarted));
  };
  const makePreview = async (listingId: string, creativeTemplateId: string) => {
    const answer = await creatives.generatePreview(listingId, creativeTemplateId);
    if (!answer.ok) sorry(problemMessage(answer.problem, LISTINGS_TAB_MESSAGES.previewNotStarted));
  };
  const learnGone = (gone: ReadonlySet<string>) => {
    if (!gone.size) return;
    setDeleted((known) => new Set([...known, ...gone]));
    void query.mutate();
  };

  const toggle = async (listing: Listing, on: boolean) => {
    if (!on) return setSelection((all) => unpick(all, listing.id));
    const outcome = pick(selection, { id: listing.id, title: listing.title }, deleted);
    if (outcome.refusal !== undefined) {
      setRefusals((n) => n + 1);
      return sorry(outcome.refusal);
    }
    setSelection(outcome.selection);
    // The row may be stale: a listing deleted since the page loaded is taken back out.
    const gone = await goneListings([listing.id]);
    if (gone.size) {
      setSelection((all) => unpick(all, listing.id));
      learnGone(gone);
      sorry(LISTINGS_TAB_MESSAGES.cantSelectDeleted);
    }
  };

  const order = async () => {
    const known = orderRefusal(selection, deleted);
    if (known) return sorry(known);
    setChecking(true);
    const gone = await goneListings(selection.map((p) => p.id)).finally(() => setChecking(false));
    learnGone(gone);
    const refusal = orderRefusal(selection, new Set([...deleted, ...gone]));
    if (refusal) {
      // Said once, then the deleted ones leave the selection (they are gone from the list, so nothing could untick them).
      setSelection((all) => all.filter((p) => !gone.has(p.id) && !deleted.has(p.id)));
      return sorry(refusal);
    }
    navigate(orderPath({ listingIds: selection.map((p) => p.id) }));
  };

  const chosen = (id: string) => selection.some((p) => p.id === id);
  const columns: Column<Listing>[] = [
    {
      key: 'select', width: '1', header: '',
      render: (l) => (
        <Checkbox.Root key={`${l.id}-${refusals}`} checked={chosen(l.id)} disabled={deleted.has(l.id)} onCheckedChange={(e) => void toggle(l, !!e.checked)}
          onClick={(e) => e.stopPropagation()} aria-label={`Select ${l.title}`}>
          <Checkbox.HiddenInput /><Checkbox.Control />
        </Checkbox.Root>
      ),
    },
    { key: 'title', header: 'Title', render: (l) => (
      <HStack gap="2"><Text fontWeight="medium">{l.title}</Text>{deleted.has(l.id) && <Badge colorPalette="red">Deleted</Badge>}</HStack>
    ) },
    { key: 'reference', header: 'Reference', render: (l) => l.reference },
    { key: 'type', header: 'Type', render: (l) => LISTING_TYPES[l.type] },
    { key: 'images', header: 'Images', render: (l) => l.numImages },
    { key: 'created', header: 'Created', render: (l) => formatDate(l.createdAt) },
    { key: 'creatives', header: '', width: '1', render: (l) => (
      deleted.has(l.id) ? null : (
        <CreativeCell listing={l} video={creatives.markerOf(l.id, 'VIDEO')} preview={creatives.markerOf(l.id, 'PREVIEW')}
          mayVideo={mayVideo} mayPreview={mayPreview} onVideo={() => makeVideo(l.id)} onPreview={(templateId) => makePreview(l.id, templateId)} />
      )
    ) },
    { key: 'share', header: '', width: '1', render: (l) => (
      l.customerUrl && !deleted.has(l.id) ? <ShareMenu shared={{ kind: 'listing', id: l.id, url: l.customerUrl, title: l.title }} /> : null
    ) },
    { key: 'edit', header: '', width: '1', render: (l) => (
      <Link asChild fontSize="sm" colorPalette="blue" onClick={(e) => e.stopPropagation()}>
        <RouterLink to={listingEditPath(l.id)} aria-label={`Edit ${l.title}`}><LuPencil /> Edit</RouterLink>
      </Link>
    ) },
  ];
  return (
    <ListPage title={dashboard?.config.themes.vertical === 'GENERAL' ? 'Items' : 'Listings'} actions={
      <>
        <Text fontSize="sm" color="fg.muted" data-testid="listing-selection">{selection.length} of {SELECTION_LIMIT} selected</Text>
        {selection.length > 0 && <Button size="sm" variant="ghost" onClick={() => setSelection([])}>Clear</Button>}
        <Button size="sm" colorPalette="blue" disabled={!selection.length} loading={checking} onClick={() => void order()}><LuShoppingCart /> Order</Button>
        {roleIn(controls?.enableCreateListingRoles) && (
          <Button asChild size="sm" variant="outline"><RouterLink to={CUSTOMER_DASHBOARD_PATHS.listingCreate}><LuPlus /> Create listing</RouterLink></Button>
        )}
        {roleIn(controls?.enableBulkCreateRoles) && (
          <Button asChild size="sm" variant="outline"><RouterLink to={BULK_UPLOAD_PATHS.customerDashboardBulkManage}><LuUpload /> Bulk manage</RouterLink></Button>
        )}
      </>
    } list={s} query={query} search={{ label: 'Search listings', placeholder: 'Title or DASH reference', searchingText: LISTINGS_TAB_MESSAGES.searching }}
      filters={
        <>
          {filtersByType && (
            <Select name="typeFilter" aria-label="Listing type" placeholder="All types" value={type} onChange={(v) => { setType(v as ListingType | ''); s.setPage(1); }}
              options={TYPE_OPTIONS} />
          )}
          <Select name="pageSize" aria-label="Page size" value={String(limit)} onChange={(v) => { setLimit(Number(v)); s.setPage(1); }}
            options={LISTINGS_TAB_PAGE_SIZES.map((n) => ({ value: String(n), label: `${n} a page` }))} />
        </>
      }
      columns={columns} pageSize={limit} empty={LISTINGS_TAB_MESSAGES.empty} onOpen={(l) => navigate(listingEditPath(l.id))} />
  );
}
