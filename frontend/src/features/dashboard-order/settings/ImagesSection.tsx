// A template's images (002 §5 images per campaign type): the order they run in, removing one (kept, marked
// deleted, so it can be added back), adding one back within the type's maximum ('Maximum of N images allowed!
// ...'), and cropping. The first active image is the ad's main image.
import { useState } from 'react';
import { Alert, Badge, Box, Button, HStack, IconButton, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuArrowLeft, LuArrowRight, LuCrop, LuRotateCcw, LuTrash2 } from 'react-icons/lu';
import { imageBounds } from '@adops/openapi/rules/campaign-images';
import type { CampaignImage } from '../../../lib/api/generated/order.ts';
import { activeImageCount, moveImage, removeImage, restoreImage } from './campaignData.ts';

export function ImagesSection({ images, type, imageAdLimit, errors, showErrors, onImages, onCrop }: {
  images: CampaignImage[];
  type: string;
  imageAdLimit: number;
  errors: string[];
  showErrors: boolean;
  onImages(images: CampaignImage[]): void;
  onCrop?(index: number): void;
}) {
  // The refusal last met (adding back over the maximum); it goes with the next change that succeeds.
  const [refusal, setRefusal] = useState<string | null>(null);
  const bounds = imageBounds(type, imageAdLimit);
  const active = activeImageCount(images);
  const change = (next: CampaignImage[]) => { setRefusal(null); onImages(next); };
  const range = bounds.max !== undefined ? `${bounds.min} to ${bounds.max}` : `at least ${bounds.min}`;

  return (
    <Stack gap="3" data-testid="campaign-images">
      <HStack justify="space-between" wrap="wrap">
        <Text fontWeight="semibold">Images</Text>
        <Text fontSize="sm" color="fg.muted" data-testid="campaign-images-count">
          {active} selected{bounds.min > 0 || bounds.max !== undefined ? ` (${range})` : ''}
        </Text>
      </HStack>
      {refusal && (
        <Alert.Root status="warning" role="alert" data-testid="campaign-images-refusal">
          <Alert.Indicator />
          <Alert.Title>{refusal}</Alert.Title>
        </Alert.Root>
      )}
      {showErrors && errors.map((e) => <Text key={e} color="fg.error" fontSize="sm" role="alert">{e}</Text>)}
      {images.length === 0 && <Text fontSize="sm" color="fg.muted">The selected listings have no images.</Text>}
      <SimpleGrid columns={{ base: 2, sm: 3, md: 4 }} gap="3" as="ol" listStyleType="none">
        {images.map((image, i) => {
          const n = i + 1;
          return (
            <Box as="li" key={`${image.url}-${i}`} borderWidth="1px" borderRadius="md" overflow="hidden" opacity={image.deleted ? 0.45 : 1}
              data-testid="campaign-image" data-deleted={image.deleted ? 'true' : 'false'}>
              <Box position="relative">
                <Image src={image.url} alt={`Image ${n}`} w="full" aspectRatio={4 / 3} objectFit="cover" loading="lazy" />
                {image.deleted && <Badge position="absolute" top="1" left="1" colorPalette="gray">Removed</Badge>}
              </Box>
              <HStack gap="0" p="1" justify="space-between">
                <IconButton size="xs" variant="ghost" aria-label={`Move image ${n} earlier`} disabled={i === 0}
                  onClick={() => change(moveImage(images, i, i - 1))}><LuArrowLeft /></IconButton>
                <IconButton size="xs" variant="ghost" aria-label={`Move image ${n} later`} disabled={i === images.length - 1}
                  onClick={() => change(moveImage(images, i, i + 1))}><LuArrowRight /></IconButton>
                {onCrop && !image.deleted && (
                  <IconButton size="xs" variant="ghost" aria-label={`Crop image ${n}`} onClick={() => onCrop(i)}><LuCrop /></IconButton>
                )}
                {image.deleted ? (
                  <Button size="xs" variant="ghost" aria-label={`Add image ${n} back`} onClick={() => {
                    const restored = restoreImage(images, i, type, imageAdLimit);
                    if (restored.ok) change(restored.images);
                    else setRefusal(restored.error);
                  }}><LuRotateCcw /> Add</Button>
                ) : (
                  <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={`Remove image ${n}`}
                    onClick={() => change(removeImage(images, i))}><LuTrash2 /></IconButton>
                )}
              </HStack>
            </Box>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
