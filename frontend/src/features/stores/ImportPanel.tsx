// The store's import on its edit page: "Fetch listings" starts an import job (the whole feed) and its
// progress shows until it finishes, with what it did (created, updated, unchanged) or why it failed;
// a running job can be stopped.
import { useState } from 'react';
import { Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useCreateImportJob, useGetImportJob, useStopImportJob, type ImportJob } from '../../lib/api/generated/listing.ts';

const FINISHED = new Set(['completed', 'failed', 'stopped']);
const POLL_MS = 1000;

export function summaryOf(job: ImportJob): string {
  if (job.status === 'failed') return `Failed: ${job.error ?? 'the import did not finish.'}`;
  const r = job.result;
  const counts = r ? `${r.created} created, ${r.updated} updated, ${r.unchanged} unchanged${r.failed ? `, ${r.failed} failed` : ''}` : '';
  if (job.status === 'completed') return `Done: ${counts}.`;
  if (job.status === 'stopped') return `Stopped after ${job.done} of ${job.total ?? '?'} listings.`;
  return job.total ? `${job.status === 'stopping' ? 'Stopping' : 'Importing'}: ${job.done} of ${job.total} listings.` : 'Waiting to start...';
}

export function ImportPanel({ storeId }: { storeId: string }) {
  const createJob = useCreateImportJob();
  const stopJob = useStopImportJob();
  const [jobId, setJobId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { data: job } = useGetImportJob(jobId ? { params: { path: { jobId } } } : null, {
    refreshInterval: (latest) => (latest && FINISHED.has(latest.status) ? 0 : POLL_MS),
  });
  const start = async () => {
    setError(null);
    const answer = await createJob({ body: { storeId } });
    if (answer.data) setJobId(answer.data.id);
    else setError((answer.error as { detail?: string } | undefined)?.detail ?? 'The import could not be started.');
  };
  const running = !!job && !FINISHED.has(job.status);
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="4">
      <Text fontWeight="medium">Import</Text>
      <HStack>
        <Button size="sm" colorPalette="blue" onClick={() => void start()} disabled={running}>Fetch listings</Button>
        {running && <Button size="sm" variant="outline" onClick={() => void stopJob({ params: { path: { jobId: job.id } } })}>Stop</Button>}
      </HStack>
      {job && (
        <Stack gap="1" role="status">
          {running && (
            <Progress.Root value={job.total ? job.progressPercent : null} size="sm">
              <Progress.Track><Progress.Range /></Progress.Track>
            </Progress.Root>
          )}
          <Text>{summaryOf(job)}</Text>
        </Stack>
      )}
      {error && <Text color="fg.error">{error}</Text>}
    </Stack>
  );
}
