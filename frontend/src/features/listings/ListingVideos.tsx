// A saved listing's videos on its edit page (000 §7 generateVideo): Generate video queues a render of the
// listing with the newest published VIDEO template open to its customer (the server picks it; its refusal, e.g.
// 'No video template is available.', shows here as it says it). The job's progress is polled every 2 s until it
// ends: a success plays its MP4, a failure says 'Error while generating preview'. Below, the listing's rendered
// videos, newest first. Each part shows only to the roles the operation-roles map gives its operation.
import { useEffect, useRef, useState } from 'react';
import { Box, Button, HStack, Link, List, Progress, Stack, Text } from '@chakra-ui/react';
import { LuClapperboard } from 'react-icons/lu';
import { useGenerateVideo, useGetCreativeJob, useListCreativeJobs } from '../../lib/api/generated/creative.ts';
import type { Listing } from '../../lib/api/generated/listing.ts';
import { useAuth } from '../../lib/auth/auth.tsx';
import { mayCall } from '../../lib/auth/roles.ts';
import { ProblemAlert } from '../../components/ProblemAlert.tsx';
import { formatDateTime } from '../../constants.ts';
import { RENDERED_VIDEOS_LIMIT, VIDEO_JOB_POLL_MS } from './constants.ts';
import { LISTING_MESSAGES } from './messages.ts';
import { hasFailed, isRendering } from './renderJobs.ts';

export function ListingVideos({ listing }: { listing: Listing }) {
  const { user } = useAuth();
  const mayRender = mayCall('generateVideo', user?.roles);
  const mayList = mayCall('listCreativeJobs', user?.roles);
  const videos = useListCreativeJobs(mayList
    ? { params: { query: { listingId: listing.id, kind: 'VIDEO', status: 'SUCCESS', limit: RENDERED_VIDEOS_LIMIT } } }
    : null);
  if (!mayRender && !mayList) return null;
  return (
    <Stack gap="4" data-testid="listing-videos">
      <Text fontWeight="medium">Videos</Text>
      {/* A new video joins the list once its job succeeds. */}
      {mayRender && <GenerateVideo listingId={listing.id} onSucceeded={() => void videos.mutate()} />}
      {mayList && <RenderedVideos query={videos} />}
    </Stack>
  );
}

function GenerateVideo({ listingId, onSucceeded }: { listingId: string; onSucceeded(): void }) {
  const generateVideo = useGenerateVideo();
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [refusal, setRefusal] = useState<unknown>(null);
  // Until its first answer the job counts as running, so the poll starts at once.
  const { data: job, error: loadError } = useGetCreativeJob(jobId ? { params: { path: { jobId } } } : null,
    { refreshInterval: (latest) => (!latest || isRendering(latest.status) ? VIDEO_JOB_POLL_MS : 0), revalidateOnFocus: false });

  const succeeded = job?.status === 'SUCCESS' ? job.id : undefined;
  const told = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!succeeded || told.current === succeeded) return;
    told.current = succeeded;
    onSucceeded();
  }, [succeeded, onSucceeded]);

  const start = async () => {
    setStarting(true);
    setRefusal(null);
    const { data, error } = await generateVideo({ body: { listingId } });
    setStarting(false);
    if (!data) return setRefusal(error ?? { detail: LISTING_MESSAGES.videoNotStarted });
    setJobId(data.id);
  };

  const running = !!jobId && (!job || isRendering(job.status));
  return (
    <Stack gap="2">
      <HStack>
        <Button size="sm" colorPalette="blue" variant="outline" loading={starting} disabled={running} onClick={() => void start()}>
          <LuClapperboard /> Generate video
        </Button>
      </HStack>
      {refusal !== null && <ProblemAlert problem={refusal} testId="video-refusal" />}
      {running && (
        <Stack gap="1" role="status" data-testid="video-progress">
          <Progress.Root value={job?.progress ?? 0} max={100} size="sm" colorPalette="blue" aria-label="Video progress">
            <Progress.Track><Progress.Range /></Progress.Track>
          </Progress.Root>
          <Text fontSize="sm">{job ? `${job.progress}% · ${job.message}` : '0%'}</Text>
        </Stack>
      )}
      {/* Only a job that never loaded says so: a later failed poll leaves the last progress on show while SWR retries. */}
      {running && !job && loadError && <ProblemAlert problem={loadError.problem} fallback={loadError.message} />}
      {job && hasFailed(job.status) && <Text color="fg.error" role="alert">{LISTING_MESSAGES.videoFailed}</Text>}
      {job?.status === 'SUCCESS' && job.uploadPath && (
        <Stack gap="1" data-testid="video-result">
          <Box asChild maxW="lg" bg="black" borderRadius="md"><video src={job.uploadPath} controls preload="metadata" aria-label="Rendered video" /></Box>
          <Link href={job.uploadPath} target="_blank" rel="noreferrer" colorPalette="blue" fontSize="sm">Open the video</Link>
        </Stack>
      )}
    </Stack>
  );
}

function RenderedVideos({ query }: { query: ReturnType<typeof useListCreativeJobs> }) {
  const { data, error } = query;
  if (error) return <ProblemAlert problem={error.problem} fallback={error.message} />;
  if (!data) return null;
  const videos = data.items.filter((j) => j.uploadPath);
  if (!videos.length) return <Text fontSize="sm" color="fg.muted">{LISTING_MESSAGES.noVideos}</Text>;
  return (
    <List.Root ps="4" gap="1" data-testid="rendered-videos">
      {videos.map((v) => (
        <List.Item key={v.id} fontSize="sm">
          <Link href={v.uploadPath!} target="_blank" rel="noreferrer" colorPalette="blue">Video of {formatDateTime(v.finishedAt ?? v.createdAt)}</Link>
        </List.Item>
      ))}
    </List.Root>
  );
}
