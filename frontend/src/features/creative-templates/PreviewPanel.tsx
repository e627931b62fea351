// A template's preview (003 §4 preview job): Generate preview queues a job, whose progress and message are
// polled every 2 s until it ends; a success fetches the template again for the preview it now has, a failure
// says 'Error while generating preview'. Opening a template whose preview job is still WAITING resumes the
// progress display. The preview renders the saved files.
import { useEffect, useRef, useState } from 'react';
import { Box, Button, HStack, Image, Progress, Stack, Text } from '@chakra-ui/react';
import { LuImage } from 'react-icons/lu';
import {
  useGeneratePreview, useGetCreativeJob, useGetCreativeTemplate, useListCreativeJobs, type CreativeJob, type CreativeTemplate,
} from '../../lib/api/generated/creative.ts';
import { problemMessage } from '../../lib/api/problem.ts';
import { useDialogs } from '../../components/Dialogs.tsx';
import { PREVIEW_POLL_MS } from './constants.ts';
import { CREATIVE_MESSAGES } from './messages.ts';

const isRunning = (job: CreativeJob | undefined) => !job || job.status === 'WAITING';

export function PreviewPanel({ template }: { template: CreativeTemplate }) {
  const dialogs = useDialogs();
  const generatePreview = useGeneratePreview();
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const { mutate: reloadTemplate } = useGetCreativeTemplate({ params: { path: { creativeTemplateId: template.id } } });
  // A preview still rendering when the page opens: its progress shows again (003 §4), once.
  const waiting = useListCreativeJobs({ params: { query: { creativeTemplateId: template.id, kind: 'PREVIEW', status: 'WAITING', limit: 1 } } },
    { revalidateOnFocus: false, revalidateIfStale: false });
  const resumed = useRef(false);
  useEffect(() => {
    const found = waiting.data?.items[0];
    if (resumed.current || !waiting.data) return;
    resumed.current = true;
    if (found) setJobId(found.id);
  }, [waiting.data]);

  const { data: job } = useGetCreativeJob(jobId ? { params: { path: { jobId } } } : null,
    { refreshInterval: (latest) => (isRunning(latest) ? PREVIEW_POLL_MS : 0), revalidateOnFocus: false });
  const ended = useRef<string | null>(null);
  useEffect(() => {
    if (!job || isRunning(job) || ended.current === job.id) return;
    ended.current = job.id;
    // The job stored its PNG on the template: fetch the template again for it.
    if (job.status === 'SUCCESS') void reloadTemplate();
  }, [job, reloadTemplate]);

  const generate = async () => {
    setStarting(true);
    const { data, error } = await generatePreview({ body: { creativeTemplateId: template.id } });
    setStarting(false);
    if (!data) return dialogs.error(problemMessage(error, CREATIVE_MESSAGES.previewFailed));
    ended.current = null;
    setJobId(data.id);
  };

  const running = !!jobId && isRunning(job);
  const failed = job && (job.status === 'FAILED' || job.status === 'STOPPED');
  const previewPath = template.preview?.path ?? (job?.status === 'SUCCESS' ? job.uploadPath : null);
  return (
    <Stack gap="3" data-testid="template-preview">
      <HStack justify="space-between" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">The preview renders the saved files with sample facts.</Text>
        <Button size="sm" colorPalette="blue" variant="outline" loading={starting} disabled={running} onClick={() => void generate()}>
          <LuImage /> Generate preview
        </Button>
      </HStack>
      {running && (
        <Stack gap="1" data-testid="preview-progress">
          <Progress.Root value={job?.progress ?? 0} max={100} size="sm" colorPalette="blue" aria-label="Preview progress">
            <Progress.Track><Progress.Range /></Progress.Track>
          </Progress.Root>
          <Text fontSize="sm">{job ? `${job.progress}% · ${job.message}` : '0%'}</Text>
        </Stack>
      )}
      {failed && <Text color="fg.error" role="alert">{CREATIVE_MESSAGES.previewFailed}</Text>}
      {previewPath && !running
        ? <Box><Image src={previewPath} alt={`Preview of ${template.name}`} maxH="md" objectFit="contain" borderWidth="1px" borderRadius="md" /></Box>
        : !running && <Text color="fg.muted">{CREATIVE_MESSAGES.noPreview}</Text>}
    </Stack>
  );
}
