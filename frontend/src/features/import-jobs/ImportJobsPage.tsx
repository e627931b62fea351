// /customers/import-jobs (admin, operations): the import jobs (store fetches and demo jobs), newest first,
// each with its progress while it runs and what it did once finished; a running job can be stopped and a
// finished one run again. The search matches the field chosen among the server's search fields
// (getImportJobSearchFields); the filters are the customer and the state. With a customer chosen, "Start demo
// import" starts a job that reads the sample feed shipped with AdOps (createDemoImportJob), so a new customer
// sees listings arrive. The list is asked again every second while a job of the page is unfinished.
import { Badge, Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { LuPlay, LuRotateCw, LuSquare } from 'react-icons/lu';
import {
  useCreateDemoImportJob, useGetImportJobSearchFields, useListImportJobs, useRerunImportJob, useStopImportJob,
  type ImportJob, type ImportJobStatus,
} from '../../lib/api/generated/listing.ts';
import { useListCustomerOptions } from '../../lib/api/generated/customer.ts';
import { listQuery, nameMap, pageSizeOf } from '../../lib/api/lists.ts';
import { problemMessage } from '../../lib/api/problem.ts';
import type { Column } from '../../components/DataTable.tsx';
import { useDialogs } from '../../components/Dialogs.tsx';
import { ListPage } from '../../components/ListPage.tsx';
import { useListSearch } from '../../components/ListSearch.tsx';
import { Select, toOptions } from '../../components/Select.tsx';
import { formatDateTime } from '../../constants.ts';
import { FINISHED_STATUSES, IMPORT_JOB_POLL_MS, IMPORT_JOB_STATUSES, STATUS_COLOURS } from './constants.ts';

const isFinished = (job: ImportJob) => FINISHED_STATUSES.includes(job.status);

/** What a job did, or how far it is: the counts once finished (skipped and failed when there are any). */
export function jobSummary(job: ImportJob): string {
  if (job.status === 'failed') return `Failed: ${job.error ?? 'the import did not finish.'}`;
  if (job.status === 'stopped') return `Stopped after ${job.done} of ${job.total ?? '?'} listings.`;
  const r = job.result;
  if (job.status === 'completed' && r) {
    const more = [r.skipped ? `${r.skipped} skipped` : '', r.failed ? `${r.failed} failed` : ''].filter(Boolean);
    return `Done: ${[`${r.created} created`, `${r.updated} updated`, `${r.unchanged} unchanged`, ...more].join(', ')}.`;
  }
  return job.total ? `${job.status === 'stopping' ? 'Stopping' : 'Importing'}: ${job.done} of ${job.total} listings.` : 'Waiting to start...';
}
/** A queued or running job can be stopped; one already stopping cannot be stopped twice. */
export const canStop = (job: ImportJob) => job.status === 'queued' || job.status === 'running';
export const canRerun = isFinished;

function JobProgress({ job }: { job: ImportJob }) {
  return (
    <Stack gap="1" minW="40" data-testid="import-job-progress" data-percent={job.progressPercent}>
      <Progress.Root value={job.progressPercent} max={100} size="sm" colorPalette={STATUS_COLOURS[job.status]} aria-label={`${job.name ?? 'Import'} progress`}>
        <HStack gap="2">
          <Progress.Track flex="1"><Progress.Range /></Progress.Track>
          <Progress.ValueText>{job.progressPercent}%</Progress.ValueText>
        </HStack>
      </Progress.Root>
      <Text fontSize="xs" color={job.status === 'failed' ? 'fg.error' : 'fg.muted'}>{jobSummary(job)}</Text>
    </Stack>
  );
}

export function ImportJobsPage() {
  const dialogs = useDialogs();
  const s = useListSearch();
  const [params, setParams] = useSearchParams();
  const customerId = params.get('customerId') ?? '';
  const status = (params.get('status') ?? '') as ImportJobStatus | '';
  const searchField = (params.get('searchField') ?? 'name') as 'name' | 'status';
  const setParam = (name: string, value: string) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    }, { replace: true });
    s.setPage(1);
  };
  const { data: customers } = useListCustomerOptions();
  const names = nameMap(customers?.items);
  const { data: fields } = useGetImportJobSearchFields();
  const query = useListImportJobs(
    { params: { query: listQuery('listImportJobs', { page: s.page, search: s.search, searchField: s.search ? searchField : undefined, customerId, status }) } },
    { refreshInterval: (latest?: { items: ImportJob[] }) => (latest?.items.some((j) => !isFinished(j)) ? IMPORT_JOB_POLL_MS : 0) },
  );
  const startDemo = useCreateDemoImportJob();
  const stopJob = useStopImportJob();
  const rerunJob = useRerunImportJob();

  const run = async (answer: Promise<{ data?: unknown; error?: unknown }>) => {
    const { data, error } = await answer;
    if (!data) dialogs.error(problemMessage(error));
    await query.mutate();
  };

  const columns: Column<ImportJob>[] = [
    { key: 'name', header: 'Job', render: (j) => <Text fontWeight="medium">{j.name ?? (j.source === 'demo' ? 'Demo feed' : 'Store feed')}</Text> },
    { key: 'customer', header: 'Customer', render: (j) => names.get(j.customerId) ?? '' },
    { key: 'status', header: 'Status', render: (j) => <Badge colorPalette={STATUS_COLOURS[j.status]} data-testid="import-job-status">{j.status}</Badge> },
    { key: 'progress', header: 'Progress', render: (j) => <JobProgress job={j} /> },
    { key: 'created', header: 'Started', render: (j) => formatDateTime(j.startedAt ?? j.createdAt) },
    { key: 'finished', header: 'Finished', render: (j) => formatDateTime(j.finishedAt) },
    {
      key: 'actions', header: '', render: (j) => (
        <HStack gap="2" justify="end">
          {canStop(j) && (
            <Button size="xs" variant="outline" colorPalette="red" aria-label={`Stop ${j.name ?? 'the job'}`}
              onClick={() => void run(stopJob({ params: { path: { jobId: j.id } } }))}><LuSquare /> Stop</Button>
          )}
          {canRerun(j) && (
            <Button size="xs" variant="outline" aria-label={`Rerun ${j.name ?? 'the job'}`}
              onClick={() => void run(rerunJob({ params: { path: { jobId: j.id } } }))}><LuRotateCw /> Rerun</Button>
          )}
        </HStack>
      ),
    },
  ];

  return (
    <ListPage title="Import Jobs" list={s} query={query}
      actions={
        <Stack gap="1" align="end">
          <Button size="sm" colorPalette="blue" disabled={!customerId} onClick={() => void run(startDemo({ body: { customerId } }))}>
            <LuPlay /> Start demo import
          </Button>
          {!customerId && <Text fontSize="xs" color="fg.muted" data-testid="demo-needs-customer">Choose a customer to start a demo import.</Text>}
        </Stack>
      }
      search={{ label: 'Search import jobs', placeholder: searchField === 'status' ? 'A state, e.g. completed' : 'A job name', searchingText: 'Searching import jobs...' }}
      filters={
        <>
          <Select name="searchField" aria-label="Search in" value={searchField} onChange={(v) => setParam('searchField', v === 'name' ? '' : v)}
            options={(fields?.items ?? [{ value: 'name', label: 'Name' }]).map((f) => ({ value: f.value, label: `Search in: ${f.label}` }))} />
          <Select name="customerFilter" aria-label="Customer" placeholder="All customers" value={customerId}
            onChange={(v) => setParam('customerId', v)} options={toOptions(customers?.items)} />
          <Select name="statusFilter" aria-label="Status" placeholder="All states" value={status}
            onChange={(v) => setParam('status', v)} options={IMPORT_JOB_STATUSES.map((v) => ({ value: v, label: v }))} />
        </>
      }
      columns={columns} pageSize={pageSizeOf('listImportJobs')} empty="No import jobs found." />
  );
}
