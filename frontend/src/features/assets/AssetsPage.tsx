// /customer/{customerId}/assets (admin, operations; spec 000): the customer's images and videos with their
// thumbnails, a multi-file upload with each item's progress (processValue), success (successUpload) and
// failure (errorUploadLoad, with the server's message), delete one and delete the selected ones.
import { useCallback, useState } from 'react';
import { Badge, Box, Button, Card, Heading, HStack, Image, Progress, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router';
import { LuFilm, LuTrash2, LuUpload } from 'react-icons/lu';
import { useGetCustomer } from '../../lib/api/generated/customer.ts';
import { useDeleteAsset, useDeleteAssets, useListAssets, type Asset } from '../../lib/api/generated/listing.ts';
import { listQuery, pageSizeOf } from '../../lib/api/lists.ts';
import { problemMessage } from '../../lib/api/problem.ts';
import { BackButton } from '../../components/BackButton.tsx';
import type { Column } from '../../components/DataTable.tsx';
import { useDialogs } from '../../components/Dialogs.tsx';
import { EditPage } from '../../components/EditPage.tsx';
import { ListView } from '../../components/ListPage.tsx';
import { useListSearch } from '../../components/ListSearch.tsx';
import { DIALOG_TITLES, formatDate } from '../../constants.ts';
import { ASSET_ACCEPT } from './constants.ts';
import { CUSTOMER_PATHS } from '../customers/paths.ts';
import { useAssetUploads } from './useAssetUploads.ts';
import type { UploadItem } from './uploads.ts';
import { UPLOAD_COLOURS, uploadStateOf, type UploadState } from '../../lib/api/uploads.ts';

export const assetsPath = (customerId: string) => `${CUSTOMER_PATHS.customer}/${customerId}/assets`;

function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

const ASSET_UPLOAD_LABELS: Partial<Record<UploadState, string>> = { uploaded: 'Uploaded', failed: 'Failed' };

/** An item of the queue: its own labels ('50%', 'Uploaded', 'Failed'), the shared state and colours. */
function UploadRow({ item }: { item: UploadItem }) {
  const state = uploadStateOf(item);
  return (
    <Stack gap="1" data-testid="upload-item" data-state={state} data-process-value={item.processValue}>
      <HStack justify="space-between">
        <Text fontSize="sm" truncate>{item.file.name}</Text>
        <Badge colorPalette={UPLOAD_COLOURS[state]}>{ASSET_UPLOAD_LABELS[state] ?? `${item.processValue}%`}</Badge>
      </HStack>
      <Progress.Root value={item.processValue} size="xs" colorPalette={UPLOAD_COLOURS[state]} aria-label={`Upload of ${item.file.name}`}>
        <Progress.Track><Progress.Range /></Progress.Track>
      </Progress.Root>
      {item.error && <Text fontSize="xs" color="fg.error" role="alert">{item.error}</Text>}
    </Stack>
  );
}

function Uploader({ customerId, onUploaded }: { customerId: string; onUploaded(): void }) {
  const { items, add, clearFinished } = useAssetUploads(customerId, onUploaded);
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  return (
    <Card.Root>
      <Card.Header>
        <HStack justify="space-between">
          <Heading size="md">Upload</Heading>
          <HStack>
            {items.some((i) => i.successUpload || i.errorUploadLoad) && <Button size="sm" variant="ghost" onClick={clearFinished}>Clear finished</Button>}
            <Button size="sm" colorPalette="blue" onClick={() => input?.click()}><LuUpload /> Upload files</Button>
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body>
        <input ref={setInput} type="file" multiple accept={ASSET_ACCEPT} hidden data-testid="asset-input" aria-label="Files to upload"
          onChange={(e) => { add(e.target.files ?? []); e.target.value = ''; }} />
        {items.length
          ? <Stack gap="3">{items.map((item) => <UploadRow key={item.id} item={item} />)}</Stack>
          : <Text fontSize="sm" color="fg.muted">Images (gif, jpeg, png; up to 20 MB) and videos (mp4, avi, f4v, mov, m4v, wav, wmv; up to 500 MB).</Text>}
      </Card.Body>
    </Card.Root>
  );
}

function Preview({ asset }: { asset: Asset }) {
  if (asset.thumbnail) return <Image src={asset.thumbnail} alt={asset.name ?? asset.originalFileName ?? 'asset'} h="12" w="16" objectFit="cover" borderRadius="sm" />;
  return <Box h="12" w="16" display="flex" alignItems="center" justifyContent="center" bg="bg.muted" borderRadius="sm" aria-label="video without a poster"><LuFilm /></Box>;
}

function AssetList({ customerId }: { customerId: string }) {
  const dialogs = useDialogs();
  const list = useListSearch();
  const query = useListAssets({ params: { query: listQuery('listAssets', { page: list.page, search: list.search, customerId }) } });
  const deleteAsset = useDeleteAsset();
  const deleteAssets = useDeleteAssets();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const refresh = query.mutate;
  const onUploaded = useCallback(() => void refresh(), [refresh]);
  const toggle = (id: string) => setSelected((s) => {
    const next = new Set(s);
    if (!next.delete(id)) next.add(id);
    return next;
  });

  const remove = async (ids: string[]) => {
    if (!ids.length || !(await dialogs.confirm({ title: DIALOG_TITLES.confirm, message: ids.length === 1 ? 'The asset will be deleted.' : `${ids.length} assets will be deleted.` }))) return;
    const [id] = ids;
    const { error } = ids.length === 1 && id
      ? await deleteAsset({ params: { path: { assetId: id } } })
      : await deleteAssets({ params: { query: { ids } } });
    if (error) return dialogs.error(problemMessage(error));
    setSelected(new Set());
    dialogs.success(ids.length === 1 ? 'The asset has been deleted.' : `${ids.length} assets have been deleted.`);
  };

  const columns: Column<Asset>[] = [
    { key: 'select', header: '', width: '8', render: (a) => (
      <input type="checkbox" aria-label={`Select ${a.name ?? a.originalFileName ?? a.id}`} checked={selected.has(a.id)} onChange={() => toggle(a.id)} />
    ) },
    { key: 'thumbnail', header: '', render: (a) => <a href={a.cdnUrl} target="_blank" rel="noreferrer"><Preview asset={a} /></a> },
    { key: 'name', header: 'Name', render: (a) => <Text fontWeight="medium">{a.name ?? a.originalFileName ?? ''}</Text> },
    { key: 'kind', header: 'Type', render: (a) => <Badge colorPalette={a.kind === 'image' ? 'blue' : 'purple'}>{a.format}</Badge> },
    { key: 'size', header: 'Size', render: (a) => fileSize(a.size) },
    { key: 'created', header: 'Uploaded', render: (a) => formatDate(a.createdAt) },
    { key: 'delete', header: '', render: (a) => (
      <Button size="xs" variant="ghost" colorPalette="red" aria-label={`Delete ${a.name ?? a.id}`} onClick={() => void remove([a.id])}><LuTrash2 /></Button>
    ) },
  ];

  return (
    <Stack gap="4">
      <Uploader customerId={customerId} onUploaded={onUploaded} />
      <HStack justify="flex-end">
        <Button size="sm" variant="outline" colorPalette="red" disabled={!selected.size} onClick={() => void remove([...selected])}>
          <LuTrash2 /> Delete selected{selected.size ? ` (${selected.size})` : ''}
        </Button>
      </HStack>
      <ListView list={list} query={query} search={{ label: 'Search assets', placeholder: 'Search by name' }}
        columns={columns} pageSize={pageSizeOf('listAssets')} empty="No assets yet." />
    </Stack>
  );
}

export function AssetsPage() {
  const { customerId = '' } = useParams();
  const customerQuery = useGetCustomer({ params: { path: { customerId } } });
  return (
    <EditPage query={customerQuery} noun="customer" back={{ to: CUSTOMER_PATHS.customers, label: 'Back to customers' }}
      title={(c) => `Assets: ${c.name}`} actions={(c) => <BackButton to={`${CUSTOMER_PATHS.customer}/${c.id}/edit`} label="Back to customer" />}>
      {(c) => <AssetList customerId={c.id} />}
    </EditPage>
  );
}
