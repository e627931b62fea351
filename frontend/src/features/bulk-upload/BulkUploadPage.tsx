// The bulk manage listings screen (spec 002 §2): upload a csv, an Excel workbook or a zip (with the images
// its rows name), then see the batches, newest first, with their progress; the list refreshes every 10 s
// (002 §4), and a refused load shows its problem where the table would be, never the rows of an earlier answer.
// A dashboard user's batches are their customer's; staff come here from a customer's listings (?customerId=…)
// or pick the customer. A refused file shows the server's message in an 'Error' dialog (002 §8).
// The page offers the sample file to download and lists the columns a header row may name, with their meaning.
// Cancel returns a dashboard user to the index's listings tab (002 §2).
import { Fragment, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Badge, Button, Code, HStack, Link, Progress, Stack, Table, Text } from '@chakra-ui/react';
import { LuDownload, LuUpload } from 'react-icons/lu';
import { Page } from '../../components/Page.tsx';
import { BatchDetail } from './BatchDetail.tsx';
import { Select, toOptions } from '../../components/Select.tsx';
import { useDialogs } from '../../components/Dialogs.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { useUnsavedChanges } from '../../lib/forms/unsavedChanges.tsx';
import { useAuth } from '../../lib/auth/auth.tsx';
import { problemMessage } from '../../lib/api/problem.ts';
import { useListCustomerOptions } from '../../lib/api/generated/customer.ts';
import { useCreateBulkUpload, useListBulkUploads, type BulkUpload } from '../../lib/api/generated/listing.ts';
import { formatDateTime } from '../../constants.ts';
import { dashboardTabPath } from '../customer-dashboard/paths.ts';
import { BULK_ACCEPT, BULK_COLUMNS, BULK_ERROR_TITLE, BULK_SAMPLE_NAME, BULK_SAMPLE_URL, BULK_PAGE_SIZE, BULK_REFRESH_MS, BULK_UPLOAD_FAIL, BULK_UPLOAD_TIMEOUT_MS } from './constants.ts';

const STATUS_COLOURS: Record<BulkUpload['status'], string> = { queued: 'gray', running: 'blue', completed: 'green', failed: 'red', stopped: 'orange' };

export function BulkUploadPage() {
  const { user } = useAuth();
  const dialogs = useDialogs();
  const [params, setParams] = useSearchParams();
  const isStaff = user?.kind === 'staff';
  const customerId = params.get('customerId') ?? '';
  const { data: customers } = useListCustomerOptions(isStaff ? undefined : null);
  const query = isStaff ? (customerId ? { customerId, limit: BULK_PAGE_SIZE } : null) : { limit: BULK_PAGE_SIZE };
  const batches = useListBulkUploads(query ? { params: { query } } : null, { refreshInterval: BULK_REFRESH_MS });
  const createBulkUpload = useCreateBulkUpload();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  useUnsavedChanges(() => file !== null);

  const upload = async () => {
    if (!file) return;
    const form = new FormData();
    form.append('file', file, file.name);
    if (isStaff) form.append('customerId', customerId);
    setBusy(true);
    try {
      const { data, error } = await createBulkUpload({
        body: form as never,
        bodySerializer: (b: unknown) => b as BodyInit,
        signal: AbortSignal.timeout(BULK_UPLOAD_TIMEOUT_MS),
      } as never);
      if (!data) throw new Error(problemMessage(error, BULK_UPLOAD_FAIL));
      setFile(null);
      // The list is fetched again by the mutation itself (createBulkUpload revalidates it): nothing more here.
      if (input.current) input.current.value = '';
    } catch (e) {
      dialogs.error({ title: BULK_ERROR_TITLE, message: e instanceof Error ? e.message : BULK_UPLOAD_FAIL, ok: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title="Bulk manage listings" actions={!isStaff && (
      <Button asChild variant="outline" data-testid="bulk-cancel"><RouterLink to={dashboardTabPath('listings')}>Cancel</RouterLink></Button>
    )}>
      <Stack gap="4" maxW="3xl">
        {isStaff && (
          <Select name="customerId" aria-label="Customer" placeholder="Choose a customer" value={customerId}
            onChange={(v) => setParams(v ? { customerId: v } : {})}
            options={toOptions(customers?.items)} />
        )}
        <HStack gap="3" wrap="wrap">
          <input ref={input} type="file" accept={BULK_ACCEPT} aria-label="Bulk upload file" data-testid="bulk-file"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          <Button onClick={() => void upload()} disabled={!file || busy || (isStaff && !customerId)} loading={busy}>
            <LuUpload /> Upload
          </Button>
        </HStack>
        <Text textStyle="sm" color="fg.muted">A csv or Excel file with a header row (title is required), or a zip of one with the images its rows name.</Text>
        <HStack>
          <Link href={BULK_SAMPLE_URL} download={BULK_SAMPLE_NAME} data-testid="bulk-sample" fontSize="sm" colorPalette="blue">
            <LuDownload /> Download the sample file ({BULK_SAMPLE_NAME})
          </Link>
        </HStack>
      </Stack>
      {query
        ? <QueryState query={batches} loading={<Text>Loading…</Text>} refusalFirst>{(data) => <BatchTable items={data.items} />}</QueryState>
        : <BatchTable items={[]} />}
      <ColumnList />
    </Page>
  );
}

/** The columns a header row may name (any order, each at most once), with what each becomes. */
function ColumnList() {
  return (
    <Stack gap="2" maxW="4xl">
      <Text fontWeight="medium">Columns</Text>
      <Table.Root size="sm" aria-label="Columns" variant="outline">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="40">Column</Table.ColumnHeader>
            <Table.ColumnHeader>What it holds</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {BULK_COLUMNS.map((c) => (
            <Table.Row key={c.name} data-testid="bulk-column">
              <Table.Cell><Code>{c.name}</Code></Table.Cell>
              <Table.Cell>{c.meaning}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}

function BatchTable({ items }: { items: BulkUpload[] }) {
  const [open, setOpen] = useState<string | null>(null);
  if (!items.length) return <Text color="fg.muted">No batches yet.</Text>;
  return (
    <Table.Root size="sm" aria-label="Batches">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Batch</Table.ColumnHeader>
          <Table.ColumnHeader>Status</Table.ColumnHeader>
          <Table.ColumnHeader>Progress</Table.ColumnHeader>
          <Table.ColumnHeader>Rows</Table.ColumnHeader>
          <Table.ColumnHeader>Uploaded</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {items.map((b) => (
          <Fragment key={b.id}>
            <Table.Row data-testid="bulk-batch">
              <Table.Cell>
                <Button variant="plain" size="sm" px="0" aria-expanded={open === b.id} onClick={() => setOpen(open === b.id ? null : b.id)}>
                  {b.name}
                </Button>
              </Table.Cell>
              <Table.Cell><Badge colorPalette={STATUS_COLOURS[b.status]}>{b.status}</Badge></Table.Cell>
              <Table.Cell minW="40">
                <Progress.Root value={b.percent} size="sm" aria-label={`${b.name} progress`}>
                  <HStack gap="2">
                    <Progress.Track flex="1"><Progress.Range /></Progress.Track>
                    <Progress.ValueText>{b.percent}%</Progress.ValueText>
                  </HStack>
                </Progress.Root>
              </Table.Cell>
              <Table.Cell>{`${b.done - b.failed} of ${b.total} listed${b.failed ? `, ${b.failed} failed` : ''}`}</Table.Cell>
              <Table.Cell>{formatDateTime(b.createdAt)}</Table.Cell>
            </Table.Row>
            {open === b.id && (
              <Table.Row>
                <Table.Cell colSpan={5}><BatchDetail batch={b} /></Table.Cell>
              </Table.Row>
            )}
          </Fragment>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
