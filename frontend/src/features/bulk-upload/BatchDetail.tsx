// One batch of the bulk manage screen opened: the rows left out with their messages, and the batch's
// listings (spec 002 §2: "see the listings per batch"), 10 a page (002 §9); staff distribute it to a store.
import { Box, Heading, List, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useGetBulkUpload, useListListings, type BulkUpload } from '../../lib/api/generated/listing.ts';
import { LISTING_TYPES } from '../listings/constants.ts';
import { BULK_PAGE_SIZE, BULK_REFRESH_MS } from './constants.ts';
import { DistributeBatch } from './DistributeBatch.tsx';
import { QueryState } from '../../components/QueryState.tsx';

export function BatchDetail({ batch }: { batch: BulkUpload }) {
  const running = batch.status === 'queued' || batch.status === 'running';
  const refresh = running ? { refreshInterval: BULK_REFRESH_MS } : {};
  const detail = useGetBulkUpload({ params: { path: { bulkId: batch.id } } }, refresh);
  const listings = useListListings({ params: { query: { bulkId: batch.id, limit: BULK_PAGE_SIZE } } }, refresh);
  const errors = detail.data?.errors ?? [];
  return (
    <Stack gap="3" py="2" data-testid="bulk-batch-detail">
      {detail.data?.error && <Text color="fg.error">{detail.data.error}</Text>}
      <DistributeBatch batch={batch} />
      {errors.length > 0 && (
        <Box>
          <Heading size="sm">Rows left out</Heading>
          <List.Root ps="5">
            {errors.map((e) => (
              <List.Item key={e.row}>{`Row ${e.row}: ${e.message}`}</List.Item>
            ))}
          </List.Root>
        </Box>
      )}
      <Box>
        <Heading size="sm">{`Listings (${listings.error ? '?' : listings.data?.count ?? 0})`}</Heading>
        {/* A refused load says why in the table's place (never rows of an earlier answer). */}
        <QueryState query={listings} loading={<Spinner size="sm" />} refusalFirst>{(data) => (data.items.length ? (
          <Table.Root size="sm" aria-label={`Listings of ${batch.name}`}>
            <Table.Body>
              {data.items.map((l) => (
                <Table.Row key={l.id}>
                  <Table.Cell>{l.reference}</Table.Cell>
                  <Table.Cell>{l.title}</Table.Cell>
                  <Table.Cell>{LISTING_TYPES[l.type]}</Table.Cell>
                  <Table.Cell>{`${l.numImages} image${l.numImages === 1 ? '' : 's'}`}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        ) : (
          <Text color="fg.muted">{running ? 'Listings appear as the rows are read.' : 'No listings.'}</Text>
        ))}</QueryState>
      </Box>
    </Stack>
  );
}
