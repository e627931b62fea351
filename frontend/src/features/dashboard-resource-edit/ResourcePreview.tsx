// The edit screen's preview (003 §2): the resource as the campaign type the tabs select would show it (003 §3,
// §4): a single image, a carousel of the images, or the video (its picture; the images when it has no video).
import { Badge, Box, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { useWatch } from 'react-hook-form';
import { CAMPAIGN_TYPE_LABELS, type CampaignTemplateState } from './campaignTemplate.ts';
import type { ResourceValues } from './resourceValues.ts';
import { RESOURCE_EDIT_MESSAGES as M } from './messages.ts';
import { videoPicture } from './ResourceVideos.tsx';

export function ResourcePreview({ template }: { template: CampaignTemplateState }) {
  const v = useWatch<ResourceValues>() as ResourceValues;
  const images = v.images ?? [];
  const video = v.videos?.[0];
  const picture = video ? videoPicture(video) : null;
  const media = template.type === 'FACEBOOK_VIDEO_CAMPAIGN' && !template.useImagesForVideo ? (
    video ? (
      picture ? <Image src={picture} alt="Video preview" w="full" maxH="64" objectFit="cover" />
        : <Box p="6" bg="bg.muted"><Text fontSize="sm">{M.videoProcessing}</Text></Box>
    ) : <Box p="6" bg="bg.muted"><Text fontSize="sm">No video yet.</Text></Box>
  ) : template.type === 'SINGLE_LISTING_IMAGE_CAROUSEL' || template.useImagesForVideo ? (
    <HStack gap="2" overflowX="auto" p="2" data-testid="preview-carousel">
      {images.map((e, i) => <Image key={`${e.image.id}-${i}`} src={e.image.cdnUrl} alt={`Card ${i + 1}`} h="40" minW="40" objectFit="cover" rounded="sm" />)}
    </HStack>
  ) : images[0] ? <Image src={images[0].image.cdnUrl} alt="Image preview" w="full" maxH="64" objectFit="cover" />
    : <Box p="6" bg="bg.muted"><Text fontSize="sm">No image yet.</Text></Box>;
  return (
    <Stack gap="2" borderWidth="1px" rounded="md" overflow="hidden" data-testid="resource-preview" data-type={template.type}>
      <HStack px="3" pt="3" justify="space-between">
        <Text fontWeight="semibold">Preview</Text>
        <Badge data-testid="preview-type">{CAMPAIGN_TYPE_LABELS[template.type]}</Badge>
      </HStack>
      {v.message?.trim() && <Text px="3" fontSize="sm" whiteSpace="pre-wrap">{v.message}</Text>}
      {media}
      <Stack px="3" pb="3" gap="1">
        <Text fontWeight="semibold">{v.title?.trim() || v.name?.trim() || 'Title'}</Text>
        {v.description?.trim() && <Text fontSize="sm" color="fg.muted" lineClamp={3}>{v.description}</Text>}
        {v.landingUrl?.trim() && <Link href={v.landingUrl} target="_blank" rel="noreferrer" fontSize="sm" colorPalette="blue">Learn more</Link>}
      </Stack>
    </Stack>
  );
}
