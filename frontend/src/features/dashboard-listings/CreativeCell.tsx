// A listings-tab row's creatives (002 §4): the Video action for the roles generateVideo allows and the Preview
// chooser for those generatePreview and listCreativeTemplates allow, each beside where the listing's job of its
// kind stands (CreativeJobState). A listing whose job of a kind is WAITING offers no second one of that kind.
import { useState } from 'react';
import { Button, HStack } from '@chakra-ui/react';
import { LuClapperboard } from 'react-icons/lu';
import type { Listing } from '../../lib/api/generated/listing.ts';
import { isRendering } from '../listings/renderJobs.ts';
import type { CreativeJobMarker } from './creativeJobMarkers.ts';
import { CreativeJobState } from './CreativeJobState.tsx';
import { PreviewChooser } from './PreviewChooser.tsx';

export interface CreativeCellProps {
  listing: Pick<Listing, 'id' | 'title'>;
  video: CreativeJobMarker | undefined;
  preview: CreativeJobMarker | undefined;
  mayVideo: boolean;
  mayPreview: boolean;
  onVideo(): Promise<unknown>;
  onPreview(creativeTemplateId: string): Promise<unknown>;
}

export function CreativeCell({ listing, video, preview, mayVideo, mayPreview, onVideo, onPreview }: CreativeCellProps) {
  const [starting, setStarting] = useState(false);
  const makeVideo = async () => {
    setStarting(true);
    await onVideo().finally(() => setStarting(false));
  };
  return (
    <HStack gap="2" onClick={(e) => e.stopPropagation()}>
      <CreativeJobState listing={listing} kind="VIDEO" marker={video} />
      {mayVideo && !isRendering(video?.status) && (
        <Button size="xs" variant="ghost" colorPalette="blue" loading={starting} onClick={() => void makeVideo()} aria-label={`Make a video of ${listing.title}`}>
          <LuClapperboard /> Video
        </Button>
      )}
      <CreativeJobState listing={listing} kind="PREVIEW" marker={preview} />
      {mayPreview && !isRendering(preview?.status) && <PreviewChooser listing={listing} onChoose={onPreview} />}
    </HStack>
  );
}
