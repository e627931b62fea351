// The index's resources tab (003 §2 Resources tab, §5, §6, §8, §9): the resources the user may see (the server
// scopes them: corporate users the customer's, others their offices'), 10 a page (10 to 100), newest first, each
// with its thumbnail. The search is matched in a chosen field (reference exactly, the others contain it; at least
// 2 characters); the office filter lists the offices the user has (corporate users all of the customer's, none
// chosen at first); the status filter is one of 003 §7's additional filters. On a screen wider than a phone and
// with an orders tab, up to 10 resources are selected across pages and ordered together; an unpublished one stops
// the order ('Order requires Published resources only.').
// Each row opens its edit page and has a side menu (edit, order, delete with 003 §8's confirmation) and the
// share menu. Create resource shows for the roles of enableCreateResourceRoles, disabled for a non-corporate user
// without offices; Help shows unless the dashboard's controls turn help off.
import { useState } from 'react';
import { Badge, Box, Button, Checkbox, HStack, IconButton, Image, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { LuCircleHelp, LuEllipsisVertical, LuPencil, LuPlus, LuShoppingCart, LuTrash2 } from 'react-icons/lu';
import { useListOffices } from '../../lib/api/generated/customer.ts';
import { useDeleteResource, useListResources, type Resource } from '../../lib/api/generated/listing.ts';
import { listParams } from '../../lib/api/lists.ts';
import { problemMessage } from '../../lib/api/problem.ts';
import type { Column } from '../../components/DataTable.tsx';
import { ListPage } from '../../components/ListPage.tsx';
import { useListSearch } from '../../components/ListSearch.tsx';
import { Select } from '../../components/Select.tsx';
import { useDialogs } from '../../components/Dialogs.tsx';
import { formatDate, MESSAGES, PAGE_SIZES } from '../../constants.ts';
import { useDashboard } from '../../frames/dashboard/useDashboard.ts';
import { orderPath } from '../customer-dashboard/paths.ts';
import { RESOURCE_PATHS, resourceEditPath } from '../dashboard-resource-edit/paths.ts';
import { DEFAULT_SEARCH_FIELD, RESOURCE_SEARCH_FIELDS, RESOURCE_SELECTION_LIMIT, RESOURCES_PAGE_SIZE, RESOURCES_PAGE_SIZES, RESOURCES_SORT, type ResourceSearchField } from './constants.ts';
import { HelpDialog } from './HelpDialog.tsx';
import { RESOURCES_TAB_MESSAGES as M } from './messages.ts';
import { ResourceShare } from './ResourceShare.tsx';
import { orderRefusal, pick, unpick, type PickedResource } from './selection.ts';
import { useOrderingOffered } from './useOrdering.ts';

/** A row's picture: its first image's thumbnail, else its first video's. */
const thumbnailOf = (r: Resource): string | null =>
  r.images[0]?.thumbnail ?? r.images[0]?.cdnUrl ?? r.videos[0]?.thumbnail?.thumbnail ?? r.videos[0]?.video.thumbnail ?? null;

const pickedOf = (r: Resource): PickedResource => ({ id: r.id, reference: r.reference, published: r.isPublished });

export function ResourcesTab() {
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const { dashboard, roleIn } = useDashboard();
  const controls = dashboard?.config.controls;
  const customerId = dashboard?.customer.id;
  const corporate = roleIn(['corporate']);
  const ordering = useOrderingOffered();
  const s = useListSearch();
  const [limit, setLimit] = useState<number>(RESOURCES_PAGE_SIZE);
  const [searchField, setSearchField] = useState<ResourceSearchField>(DEFAULT_SEARCH_FIELD);
  // 003 §6: corporate users search every office and start with none chosen; the others' list holds only theirs.
  const [officeId, setOfficeId] = useState('');
  // 003 §7 "additional filters (name, operator, value)": the status, as `isPublished:eq:true|false`.
  const [published, setPublished] = useState<'' | 'true' | 'false'>('');
  const [selection, setSelection] = useState<PickedResource[]>([]);
  const [refusals, setRefusals] = useState(0);
  const [help, setHelp] = useState(false);
  const offices = useListOffices(customerId ? { params: { query: { page: 1, limit: PAGE_SIZES.picker, sort: 'name', customerId, fields: ['name'] } } } : null);
  const officeItems = offices.data?.items ?? [];
  const query = useListResources({
    params: { query: { page: s.page, limit, sort: RESOURCES_SORT, ...listParams({ search: s.search, searchField: s.search ? searchField : undefined, officeId }),
      ...(published ? { filter: [`isPublished:eq:${published}`] } : {}) } },
  });
  const deleteResource = useDeleteResource();
  const sorry = (message: string) => dialogs.error({ title: MESSAGES.sorry, message });

  const mayCreate = roleIn(controls?.enableCreateResourceRoles);
  // 003 §6: never for a non-corporate user without offices (known once the office list has answered).
  const createDisabled = !corporate && !!offices.data && officeItems.length === 0;

  const toggle = (r: Resource, on: boolean) => {
    if (!on) return setSelection((all) => unpick(all, r.id));
    const outcome = pick(selection, pickedOf(r));
    if (outcome.refusal !== undefined) {
      setRefusals((n) => n + 1);
      return sorry(outcome.refusal);
    }
    return setSelection(outcome.selection);
  };

  const order = (picked: readonly PickedResource[] = selection) => {
    const refused = orderRefusal(picked);
    if (refused) return sorry(refused);
    return navigate(orderPath({ resourceIds: picked.map((p) => p.id) }));
  };

  const remove = async (r: Resource) => {
    const sure = await dialogs.confirm({ title: 'Delete resource', message: M.deleteConfirm(r.reference) });
    if (!sure) return;
    const answer = await deleteResource({ params: { path: { resourceId: r.id } } });
    if (answer.response && !answer.response.ok) return sorry(problemMessage(answer.error, M.deleteFailed));
    setSelection((all) => unpick(all, r.id));
    // No refetch here: deleteResource has already revalidated /api/resources (its generated effect).
    return dialogs.success(M.deleted);
  };

  const chosen = (id: string) => selection.some((p) => p.id === id);
  const columns: Column<Resource>[] = [
    ...(ordering ? [{
      key: 'select', width: '1', header: '',
      render: (r: Resource) => (
        <Checkbox.Root key={`${r.id}-${refusals}`} checked={chosen(r.id)} onCheckedChange={(e) => toggle(r, !!e.checked)}
          onClick={(e) => e.stopPropagation()} aria-label={`Select ${r.reference}`}>
          <Checkbox.HiddenInput /><Checkbox.Control />
        </Checkbox.Root>
      ),
    }] : []),
    { key: 'thumbnail', header: '', render: (r) => {
      const src = thumbnailOf(r);
      return src ? <Image src={src} alt={`Thumbnail of ${r.reference}`} boxSize="12" objectFit="cover" rounded="sm" />
        : <Box boxSize="12" bg="bg.muted" rounded="sm" data-testid="no-thumbnail" />;
    } },
    { key: 'reference', header: 'Reference', render: (r) => r.reference },
    { key: 'name', header: 'Name', render: (r) => (
      <Stack gap="0"><Text fontWeight="medium">{r.name}</Text>{r.title && <Text fontSize="xs" color="fg.muted">{r.title}</Text>}</Stack>
    ) },
    { key: 'media', header: 'Media', render: (r) => `${r.numImages} images, ${r.numVideos} videos` },
    { key: 'published', header: 'Status', render: (r) => (
      <HStack gap="1">
        <Badge colorPalette={r.isPublished ? 'green' : 'gray'}>{r.isPublished ? 'Published' : 'Unpublished'}</Badge>
        {r.isCopiedResource && <Badge colorPalette="purple">Copy</Badge>}
      </HStack>
    ) },
    { key: 'created', header: 'Created', render: (r) => formatDate(r.createdAt) },
    { key: 'actions', header: '', width: '1', render: (r) => (
      // The items act on click (a keyboard choice clicks the item too): the row stops clicks so they never open it.
      <HStack gap="1" onClick={(e) => e.stopPropagation()}>
        <ResourceShare resource={r} />
        <Menu.Root positioning={{ placement: 'bottom-end' }}>
          <Menu.Trigger asChild>
            <IconButton size="xs" variant="ghost" aria-label={`Actions of ${r.reference}`}><LuEllipsisVertical /></IconButton>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content minW="40">
                <Menu.Item value="edit" onClick={() => navigate(resourceEditPath(r.id))}><LuPencil /> Edit</Menu.Item>
                {ordering && <Menu.Item value="order" onClick={() => order([pickedOf(r)])}><LuShoppingCart /> Order</Menu.Item>}
                <Menu.Item value="delete" color="fg.error" onClick={() => void remove(r)}><LuTrash2 /> Delete</Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </HStack>
    ) },
  ];

  return (
    <>
      <ListPage title="Resources" actions={
        <>
          {ordering && (
            <>
              <Text fontSize="sm" color="fg.muted" data-testid="resource-selection">{selection.length} of {RESOURCE_SELECTION_LIMIT} selected</Text>
              {selection.length > 0 && <Button size="sm" variant="ghost" onClick={() => setSelection([])}>Clear</Button>}
              <Button size="sm" colorPalette="blue" disabled={!selection.length} onClick={() => order()}><LuShoppingCart /> Order</Button>
            </>
          )}
          {mayCreate && (createDisabled
            ? <Button size="sm" variant="outline" disabled title={M.noOffices}><LuPlus /> Create resource</Button>
            : <Button asChild size="sm" variant="outline"><RouterLink to={RESOURCE_PATHS.createResource}><LuPlus /> Create resource</RouterLink></Button>)}
          {controls?.enableHelp !== false && (
            <IconButton size="sm" variant="ghost" aria-label="Help with resources" onClick={() => setHelp(true)}><LuCircleHelp /></IconButton>
          )}
        </>
      } list={s} query={query} search={{ label: 'Search resources', placeholder: `Search by ${RESOURCE_SEARCH_FIELDS.find((f) => f.value === searchField)?.label.toLowerCase()}`, searchingText: M.searching }}
        filters={
          <>
            <Select name="searchField" aria-label="Search in" value={searchField} onChange={(v) => { setSearchField(v as ResourceSearchField); s.setPage(1); }}
              options={[...RESOURCE_SEARCH_FIELDS]} />
            <Select name="officeFilter" aria-label="Office" placeholder={corporate ? 'All offices' : 'All my offices'} value={officeId}
              onChange={(v) => { setOfficeId(v); s.setPage(1); }} options={officeItems.map((o) => ({ value: o.id, label: o.name ?? o.id }))} />
            <Select name="statusFilter" aria-label="Status" placeholder="Any status" value={published}
              onChange={(v) => { setPublished(v as '' | 'true' | 'false'); s.setPage(1); }} options={[{ value: 'true', label: 'Published' }, { value: 'false', label: 'Unpublished' }]} />
            <Select name="pageSize" aria-label="Page size" value={String(limit)} onChange={(v) => { setLimit(Number(v)); s.setPage(1); }}
              options={RESOURCES_PAGE_SIZES.map((n) => ({ value: String(n), label: `${n} a page` }))} />
          </>
        }
        columns={columns} pageSize={limit} empty={M.empty} onOpen={(r) => navigate(resourceEditPath(r.id))} />
      {createDisabled && mayCreate && <Text fontSize="sm" color="fg.muted" data-testid="resource-no-offices">{M.noOffices}</Text>}
      <HelpDialog open={help} onClose={() => setHelp(false)} />
    </>
  );
}
