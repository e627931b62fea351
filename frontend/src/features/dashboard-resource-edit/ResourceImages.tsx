// The edit screen's image tab (003 §2): the resource's images (at most 10) with their thumbnails, files chosen
// and uploaded to the customer's library at once, each image cropped from its original (the crop dialog of the
// order flow, storing the cut in the library: the cropped image is the resource's image, the original stays its
// source image), removed, or moved first. 'Error while saving cropped image.' when the cut does not upload.
import { useRef, useState } from 'react';
import { Box, Button, HStack, IconButton, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuArrowLeft, LuCrop, LuTrash2, LuUpload } from 'react-icons/lu';
import { useFormContext, useWatch } from 'react-hook-form';
import type { ResourceAsset } from '../../lib/api/generated/listing.ts';
import type { CampaignImage } from '../../lib/api/generated/order.ts';
import { useDialogs } from '../../components/Dialogs.tsx';
import { IMAGE_EXTENSIONS } from '../../constants.ts';
import { CropDialog } from '../dashboard-order/settings/CropDialog.tsx';
import { RESOURCE_LIMITS, type ImageEntry, type ResourceValues } from './resourceValues.ts';
import { resourceAssetOf, uploadToLibrary } from './resourceMedia.ts';
import { UploadRows } from './UploadRows.tsx';
import type { LibraryUploads } from './useLibraryUploads.ts';

export const tooManyMessage = (noun: 'images' | 'videos') => `A resource has at most ${RESOURCE_LIMITS[noun]} ${noun}.`;

export function ResourceImages({ customerId, uploads, onCropUploading }: {
  customerId: string;
  uploads: LibraryUploads;
  /** Told while a cropped image uploads (Save waits, 003 §5). */
  onCropUploading(uploading: boolean): void;
}) {
  const dialogs = useDialogs();
  const { setValue, getValues } = useFormContext<ResourceValues>();
  const images = useWatch<ResourceValues, 'images'>({ name: 'images' });
  const files = useRef<HTMLInputElement>(null);
  const [cropping, setCropping] = useState<number | null>(null);
  // The assets the crop dialog stored, by id: it answers a campaign image (id and url) and the form keeps the asset.
  const cropped = useRef(new Map<string, ResourceAsset>());
  const set = (next: ImageEntry[]) => setValue('images', next, { shouldDirty: true });

  const choose = (chosen: File[]) => {
    if (!chosen.length) return;
    if (getValues('images').length + uploads.unfinished + chosen.length > RESOURCE_LIMITS.images) return dialogs.error(tooManyMessage('images'));
    uploads.add(chosen);
    return undefined;
  };
  const upload = async (file: File, onProgress: (percent: number) => void): Promise<CampaignImage> => {
    const asset = resourceAssetOf(await uploadToLibrary(customerId, file, onProgress));
    cropped.current.set(asset.id, asset);
    return { id: asset.id, url: asset.cdnUrl };
  };
  const entry = cropping === null ? undefined : images[cropping];
  // A crop is cut from the original, so cropping again never cuts a cut.
  const original = entry ? (entry.source ?? entry.image) : null;

  return (
    <Stack gap="3" data-testid="resource-images">
      <Text fontSize="sm" color="fg.muted">{images.length} of {RESOURCE_LIMITS.images} images. More than one image makes a carousel.</Text>
      {images.length > 0 && (
        <SimpleGrid columns={{ base: 2, md: 3 }} gap="2">
          {images.map((e, i) => (
            <Stack key={`${e.image.id}-${i}`} gap="1" borderWidth="1px" rounded="md" p="2" data-testid={`resource-image-${i}`}>
              <Image src={e.image.thumbnail ?? e.image.cdnUrl} alt={`Image ${i + 1}`} h="24" w="full" objectFit="cover" rounded="sm" />
              <HStack justify="space-between" gap="1">
                <Text fontSize="xs">Image {i + 1}{e.source && e.source.id !== e.image.id ? ' (cropped)' : ''}</Text>
                <HStack gap="0">
                  {i > 0 && <IconButton aria-label={`Move image ${i + 1} first`} size="xs" variant="ghost" onClick={() => set([e, ...images.filter((_, j) => j !== i)])}><LuArrowLeft /></IconButton>}
                  <IconButton aria-label={`Crop image ${i + 1}`} size="xs" variant="ghost" onClick={() => setCropping(i)}><LuCrop /></IconButton>
                  <IconButton aria-label={`Remove image ${i + 1}`} size="xs" variant="ghost" colorPalette="red" onClick={() => set(images.filter((_, j) => j !== i))}><LuTrash2 /></IconButton>
                </HStack>
              </HStack>
            </Stack>
          ))}
        </SimpleGrid>
      )}
      <Box>
        <input ref={files} type="file" multiple hidden aria-label="Upload images" data-testid="resource-image-files"
          accept={IMAGE_EXTENSIONS.map((e) => `.${e}`).join(',')} onChange={(e) => { choose([...(e.currentTarget.files ?? [])]); e.currentTarget.value = ''; }} />
        <Button size="sm" variant="outline" onClick={() => files.current?.click()}><LuUpload /> Upload images</Button>
      </Box>
      <UploadRows items={uploads.items} onDismiss={uploads.dismiss} />
      <CropDialog image={original ? { url: original.cdnUrl } : null} listingId={undefined} upload={upload} onUploading={onCropUploading}
        onClose={() => setCropping(null)}
        onCropped={(image) => {
          const asset = image.id ? cropped.current.get(image.id) : undefined;
          const at = cropping;
          if (!asset || at === null) return;
          const current = getValues('images');
          set(current.map((e, j) => (j === at ? { image: asset, source: e.source ?? e.image } : e)));
        }} />
    </Stack>
  );
}
