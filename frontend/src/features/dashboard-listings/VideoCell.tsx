// A listings-tab row's video (002 §4): the Video action for the roles generateVideo allows; while the listing's
// job is WAITING a small marker with its progress; once it succeeds the marker is gone and the row links the MP4
// (getCreativeJob's uploadPath); a failed job says 'Error while generating preview' until the next Video.
import { useState } from 'react';
import { Badge, Button, HStack, Link, Spinner, Text } from '@chakra-ui/react';
import { LuClapperboard, LuPlay } from 'react-icons/lu';
import { useGetCreativeJob } from '../../lib/api/generated/creative.ts';
import type { Listing } from '../../lib/api/generated/listing.ts';
import { hasFailed, isRendering } from '../listings/renderJobs.ts';
import { LISTINGS_TAB_MESSAGES } from './messages.ts';
import type { VideoJob } from './videoMarkers.ts';

export function VideoCell({ listing, job, mayRender, onGenerate }: {
  listing: Pick<Listing, 'id' | 'title'>;
  job: VideoJob | undefined;
  mayRender: boolean;
  onGenerate(): Promise<unknown>;
}) {
  const [starting, setStarting] = useState(false);
  const rendering = isRendering(job?.status);
  const generate = async () => {
    setStarting(true);
    await onGenerate().finally(() => setStarting(false));
  };
  return (
    <HStack gap="2" onClick={(e) => e.stopPropagation()}>
      {rendering && job && (
        <Badge colorPalette="blue" role="status" data-testid={`video-marker-${listing.id}`} aria-label={`Video of ${listing.title}: ${job.progress}%`}>
          <Spinner size="xs" /> Video {job.progress}%
        </Badge>
      )}
      {job?.status === 'SUCCESS' && <VideoLink jobId={job.jobId} title={listing.title} />}
      {job && hasFailed(job.status) && <Text fontSize="xs" color="fg.error">{LISTINGS_TAB_MESSAGES.videoFailed}</Text>}
      {mayRender && !rendering && (
        <Button size="xs" variant="ghost" colorPalette="blue" loading={starting} onClick={() => void generate()} aria-label={`Make a video of ${listing.title}`}>
          <LuClapperboard /> Video
        </Button>
      )}
    </HStack>
  );
}

/** The succeeded job's MP4: the check answers only status and progress, so the job is read for its uploadPath. */
function VideoLink({ jobId, title }: { jobId: string; title: string }) {
  const { data } = useGetCreativeJob({ params: { path: { jobId } } }, { revalidateOnFocus: false });
  if (!data?.uploadPath) return null;
  return (
    <Link href={data.uploadPath} target="_blank" rel="noreferrer" fontSize="sm" colorPalette="blue" aria-label={`Watch the video of ${title}`}>
      <LuPlay /> Watch
    </Link>
  );
}
