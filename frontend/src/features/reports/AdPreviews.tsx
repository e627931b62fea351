// The ads of the campaign a public report is about (issue 29 item 4): what each of its ads shows —
// its picture(s) or video, headline and message — as the server lists them for that one campaign.
import { Badge, Box, Card, Heading, HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReportData } from '../../lib/api/generated/ads.ts';
import { REPORT_TEXTS } from './messages.ts';

type Preview = ReportData['adPreviews'][number];

export function AdPreviews({ previews }: { previews: Preview[] }) {
  if (!previews.length) return null;
  return (
    <Stack gap="3" data-testid="ad-previews">
      <Heading size="md">{REPORT_TEXTS.adsHeading}</Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {previews.map((p, i) => <AdPreview key={i} preview={p} />)}
      </SimpleGrid>
    </Stack>
  );
}

function AdPreview({ preview }: { preview: Preview }) {
  const [first, ...more] = preview.imageUrls;
  return (
    <Card.Root data-testid="ad-preview" overflow="hidden">
      {preview.videoUrl ? (
        <Box asChild w="full" maxH="xs" bg="black"><video src={preview.videoUrl} poster={first} controls preload="metadata" data-testid="ad-preview-video" /></Box>
      ) : first ? (
        <Image src={first} alt={preview.headline} w="full" maxH="xs" objectFit="cover" data-testid="ad-preview-image" />
      ) : null}
      <Card.Body>
        <Stack gap="2">
          <HStack gap="2">
            <Badge>{REPORT_TEXTS.adFormats[preview.format]}</Badge>
            {more.length > 0 && !preview.videoUrl && <Text color="fg.muted" fontSize="sm">{REPORT_TEXTS.moreImages(more.length)}</Text>}
          </HStack>
          <Text fontWeight="semibold" data-testid="ad-preview-headline">{preview.headline}</Text>
          <Text whiteSpace="pre-line" data-testid="ad-preview-message">{preview.message}</Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
