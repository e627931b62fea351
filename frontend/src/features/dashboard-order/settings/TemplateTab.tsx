// One template's settings tab (002 §3 campaign data item; §5): its images (per campaign type, with crop), the
// carousel settings of a carousel, map targeting, age and gender, the landing page (and a video's YouTube
// address), the contacts it names and, for a Facebook template, the lead form.
import { useState } from 'react';
import { Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { LuSettings2 } from 'react-icons/lu';
import type { CampaignDataItem } from '../../../lib/api/generated/order.ts';
import { isDisplay, landingUrlOf, replaceImage, withLandingUrl, type OrderedItem, type TemplateFormat } from './campaignData.ts';
import { imageErrors, targetingErrors, type RulesContext } from './rules.ts';
import { ImagesSection } from './ImagesSection.tsx';
import { TargetingSection } from './TargetingSection.tsx';
import { AudienceSection } from './AudienceSection.tsx';
import { UrlField } from './UrlField.tsx';
import { LeadFormSection } from './LeadFormSection.tsx';
import { CarouselSettingsDialog, type Card } from './CarouselSettingsDialog.tsx';
import { CropDialog } from './CropDialog.tsx';

/** The listing an image came from (to store its crop with), else the first one. */
const listingOfImage = (listings: readonly OrderedItem[], url: string): OrderedItem | undefined =>
  listings.find((l) => l.images.some((i) => i.url === url)) ?? listings[0];

export function TemplateTab({ item, type, format, listings, imageAdLimit, contactLabel, showErrors, onChange, canCrop = true }: {
  item: CampaignDataItem;
  type: string;
  format: TemplateFormat;
  listings: OrderedItem[];
  imageAdLimit: number;
  canCrop?: boolean;
  contactLabel: string;
  showErrors: boolean;
  onChange(item: CampaignDataItem): void;
}) {
  const [cropping, setCropping] = useState<number | null>(null);
  const [carousel, setCarousel] = useState(false);
  const ctx: RulesContext = { imageAdLimit, itemCount: listings.length };
  const images = item.resources?.images ?? [];
  const setResources = (patch: Partial<NonNullable<CampaignDataItem['resources']>>) => onChange({ ...item, resources: { ...item.resources, ...patch } });
  const croppingImage = cropping === null ? null : (images[cropping] ?? null);
  const firstImage = images.find((i) => !i.deleted)?.url;

  const cards: Card[] = format === 'items'
    ? listings.map((l) => ({ label: l.title, ...(l.images[0] ? { imageUrl: l.images[0].url } : {}) }))
    : images.filter((i) => !i.deleted).map((i, n) => ({ label: `Image ${n + 1}`, imageUrl: i.url }));
  const contacts = item.resources?.contacts ?? [];

  return (
    <Stack gap="6" data-testid="template-tab">
      {format === 'items' ? (
        <Stack gap="1">
          <Text fontWeight="semibold">Carousel cards</Text>
          <Text fontSize="sm" color="fg.muted">One card for each of the {listings.length} selected items.</Text>
          {showErrors && imageErrors(item, ctx, type).map((e) => <Text key={e} color="fg.error" fontSize="sm" role="alert">{e}</Text>)}
        </Stack>
      ) : (
        <ImagesSection images={images} type={type} imageAdLimit={imageAdLimit} showErrors={showErrors}
          errors={imageErrors(item, ctx, type)} onImages={(next) => setResources({ images: next })}
          onCrop={canCrop && listings.length ? setCropping : undefined} />
      )}
      {(format === 'carousel' || format === 'items') && (
        <HStack>
          <Button size="sm" variant="outline" onClick={() => setCarousel(true)}><LuSettings2 /> Carousel settings</Button>
          <Text fontSize="sm" color="fg.muted">A headline and a description for each card.</Text>
        </HStack>
      )}
      <Separator />
      <TargetingSection item={item} errors={targetingErrors(item)} showErrors={showErrors} onChange={onChange} />
      <Separator />
      <AudienceSection adSettings={item.adSettings ?? {}} onChange={(adSettings) => onChange({ ...item, adSettings })} />
      <Separator />
      <Stack gap="3">
        <Text fontWeight="semibold">Links</Text>
        <UrlField label="Landing page URL" name="landingUrl" value={landingUrlOf(item)} showErrors={showErrors}
          helper="Where the ad leads." onChange={(url) => onChange(withLandingUrl(item, url))} />
        {format === 'video' && (
          <UrlField label="YouTube URL" name="youTubeUrl" value={item.campaignSettings?.youTubeUrl ?? ''} showErrors={showErrors}
            onChange={(url) => {
              const { youTubeUrl: _old, ...rest } = item.campaignSettings ?? {};
              onChange({ ...item, campaignSettings: url.trim() ? { ...rest, youTubeUrl: url.trim() } : rest });
            }} />
        )}
      </Stack>
      {contacts.length > 0 && (
        <Text fontSize="sm" color="fg.muted" data-testid="campaign-contacts">
          {contactLabel}{contacts.length > 1 ? 's' : ''}: {contacts.map((c) => c.name ?? c.email ?? '').filter(Boolean).join(', ')}
        </Text>
      )}
      {!isDisplay(item) && (
        <>
          <Separator />
          <LeadFormSection leadForm={item.leadForm} title={item.resources?.title} imageUrl={firstImage} showErrors={showErrors}
            onChange={(leadForm) => {
              const { leadForm: _old, ...rest } = item;
              onChange(leadForm ? { ...rest, leadForm } : rest);
            }} />
        </>
      )}
      <CropDialog image={croppingImage} listingId={croppingImage ? listingOfImage(listings, croppingImage.url)?.id : undefined}
        onClose={() => setCropping(null)}
        onCropped={(image) => { if (cropping !== null) setResources({ images: replaceImage(images, cropping, image) }); }} />
      <CarouselSettingsDialog key={carousel ? 'open' : 'closed'} open={carousel} onClose={() => setCarousel(false)} cards={cards}
        settings={item.resources?.settings} onSave={(settings) => setResources({ settings })} />
    </Stack>
  );
}
