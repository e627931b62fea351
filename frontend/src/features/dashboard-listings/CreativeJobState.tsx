// Where a listing's creative job of one kind stands, on its row (002 §4): while WAITING a small marker with its
// progress; once it succeeds the marker is gone and the row links its upload (getCreativeJob's uploadPath: the
// video's MP4, or the preview's PNG as a thumbnail); a failed job says 'Error while generating preview' until the
// listing's next job of that kind.
import { Badge, Image, Link, Spinner, Text } from '@chakra-ui/react';
import { LuPlay } from 'react-icons/lu';
import { useGetCreativeJob, type CreativeJobKind } from '../../lib/api/generated/creative.ts';
import type { Listing } from '../../lib/api/generated/listing.ts';
import { hasFailed, isRendering } from '../listings/renderJobs.ts';
import type { CreativeJobMarker } from './creativeJobMarkers.ts';
import { LISTINGS_TAB_MESSAGES } from './messages.ts';

const LABELS: Record<CreativeJobKind, string> = { VIDEO: 'Video', PREVIEW: 'Preview' };

export function CreativeJobState({ listing, kind, marker }: {
  listing: Pick<Listing, 'id' | 'title'>;
  kind: CreativeJobKind;
  marker: CreativeJobMarker | undefined;
}) {
  if (!marker) return null;
  const label = LABELS[kind];
  if (isRendering(marker.status)) {
    return (
      <Badge colorPalette="blue" role="status" data-testid={`${kind.toLowerCase()}-marker-${listing.id}`} aria-label={`${label} of ${listing.title}: ${marker.progress}%`}>
        <Spinner size="xs" /> {label} {marker.progress}%
      </Badge>
    );
  }
  if (marker.status === 'SUCCESS') return <Upload jobId={marker.jobId} kind={kind} title={listing.title} />;
  if (hasFailed(marker.status)) {
    return <Text fontSize="xs" color="fg.error" title={`${label} of ${listing.title}`}>{LISTINGS_TAB_MESSAGES.renderFailed}</Text>;
  }
  return null;
}

/** The succeeded job's upload: the check answers only status and progress, so the job is read for its uploadPath. */
function Upload({ jobId, kind, title }: { jobId: string; kind: CreativeJobKind; title: string }) {
  const { data } = useGetCreativeJob({ params: { path: { jobId } } }, { revalidateOnFocus: false });
  if (!data?.uploadPath) return null;
  if (kind === 'VIDEO') {
    return (
      <Link href={data.uploadPath} target="_blank" rel="noreferrer" fontSize="sm" colorPalette="blue" aria-label={`Watch the video of ${title}`}>
        <LuPlay /> Watch
      </Link>
    );
  }
  return (
    <Link href={data.uploadPath} target="_blank" rel="noreferrer" fontSize="sm" colorPalette="blue" aria-label={`View the preview of ${title}`}>
      <Image src={data.uploadPath} alt="" h="6" maxW="10" objectFit="cover" borderRadius="sm" borderWidth="1px" /> View preview
    </Link>
  );
}
