// The edit screen's video tab (003 §2): the resource's videos (at most 10), files chosen and uploaded to the
// customer's library at once, each shown by its thumbnail: one of the resource's images chosen for it, else its
// own poster frame; a video with neither says 'Please wait for the video to finish processing' (003 §5), and the
// API refuses it the same way until it has one.
import { useRef } from 'react';
import { Box, Button, HStack, IconButton, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuTrash2, LuUpload } from 'react-icons/lu';
import { useFormContext, useWatch } from 'react-hook-form';
import { useDialogs } from '../../components/Dialogs.tsx';
import { Select } from '../../components/Select.tsx';
import { VIDEO_EXTENSIONS } from '../../constants.ts';
import { RESOURCE_EDIT_MESSAGES as M } from './messages.ts';
import { tooManyMessage } from './ResourceImages.tsx';
import { RESOURCE_LIMITS, videoProcessing, type ResourceValues, type VideoEntry } from './resourceValues.ts';
import { UploadRows } from './UploadRows.tsx';
import type { LibraryUploads } from './useLibraryUploads.ts';

/** The picture shown for a video: the image chosen for it, else its own poster frame. */
export const videoPicture = (e: VideoEntry): string | null => e.thumbnail?.thumbnail ?? e.thumbnail?.cdnUrl ?? e.video.thumbnail;

export function ResourceVideos({ uploads }: { uploads: LibraryUploads }) {
  const dialogs = useDialogs();
  const { setValue, getValues } = useFormContext<ResourceValues>();
  const videos = useWatch<ResourceValues, 'videos'>({ name: 'videos' });
  const images = useWatch<ResourceValues, 'images'>({ name: 'images' });
  const files = useRef<HTMLInputElement>(null);
  const set = (next: VideoEntry[]) => setValue('videos', next, { shouldDirty: true });
  const thumbnailOptions = images.map((e, i) => ({ value: e.image.id, label: `Image ${i + 1}` }));

  const choose = (chosen: File[]) => {
    if (!chosen.length) return;
    if (getValues('videos').length + uploads.unfinished + chosen.length > RESOURCE_LIMITS.videos) return dialogs.error(tooManyMessage('videos'));
    uploads.add(chosen);
    return undefined;
  };

  return (
    <Stack gap="3" data-testid="resource-videos">
      <Text fontSize="sm" color="fg.muted">{videos.length} of {RESOURCE_LIMITS.videos} videos. The video tab orders a video campaign.</Text>
      {videos.length > 0 && (
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="2">
          {videos.map((e, i) => {
            const picture = videoPicture(e);
            return (
              <Stack key={`${e.video.id}-${i}`} gap="2" borderWidth="1px" rounded="md" p="2" data-testid={`resource-video-${i}`}>
                {picture
                  ? <Image src={picture} alt={`Video ${i + 1}`} h="28" w="full" objectFit="cover" rounded="sm" />
                  : <Box h="28" bg="bg.muted" rounded="sm" display="flex" alignItems="center" justifyContent="center" p="2">
                      <Text fontSize="sm" textAlign="center" data-testid="video-processing">{M.videoProcessing}</Text>
                    </Box>}
                <HStack justify="space-between">
                  <Text fontSize="xs">Video {i + 1}</Text>
                  <IconButton aria-label={`Remove video ${i + 1}`} size="xs" variant="ghost" colorPalette="red" onClick={() => set(videos.filter((_, j) => j !== i))}><LuTrash2 /></IconButton>
                </HStack>
                {thumbnailOptions.length > 0 && (
                  <Select name={`videos.${i}.thumbnail`} aria-label={`Thumbnail of video ${i + 1}`} size="sm" value={e.thumbnail?.id ?? ''}
                    placeholder={videoProcessing({ ...e, thumbnail: null }) ? 'No picture yet' : 'Its own frame'} options={thumbnailOptions}
                    onChange={(id) => set(videos.map((v, j) => (j === i ? { ...v, thumbnail: images.find((im) => im.image.id === id)?.image ?? null } : v)))} />
                )}
              </Stack>
            );
          })}
        </SimpleGrid>
      )}
      <Box>
        <input ref={files} type="file" multiple hidden aria-label="Upload videos" data-testid="resource-video-files"
          accept={VIDEO_EXTENSIONS.map((e) => `.${e}`).join(',')} onChange={(e) => { choose([...(e.currentTarget.files ?? [])]); e.currentTarget.value = ''; }} />
        <Button size="sm" variant="outline" onClick={() => files.current?.click()}><LuUpload /> Upload videos</Button>
      </Box>
      <UploadRows items={uploads.items} onDismiss={uploads.dismiss} />
    </Stack>
  );
}
