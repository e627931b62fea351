// The lead form of a Facebook template (002 §3 leadForm: followUpActionUrl, thankYouButtonType, introHeadline;
// §2 "lead-form preview (3 pages)"). Used when the campaign template collects leads; left empty, the template's
// own lead form applies (the ads context fills the gaps).
import { useState } from 'react';
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { LuEye } from 'react-icons/lu';
import type { CampaignLeadForm } from '../../../lib/api/generated/order.ts';
import { FormField } from '../../../components/FormField.tsx';
import { Select } from '../../../components/Select.tsx';
import { THANK_YOU_BUTTON_OPTIONS } from './labels.ts';
import { LeadFormPreviewDialog } from './LeadFormPreviewDialog.tsx';
import { UrlField } from './UrlField.tsx';

type ThankYou = NonNullable<CampaignLeadForm['thankYouButtonType']>;

/** The lead form without its empty fields (an empty form is none: the template's applies). */
export function cleanLeadForm(form: CampaignLeadForm): CampaignLeadForm | undefined {
  const clean: CampaignLeadForm = {};
  if (form.introHeadline?.trim()) clean.introHeadline = form.introHeadline;
  if (form.followUpActionUrl?.trim()) clean.followUpActionUrl = form.followUpActionUrl.trim();
  if (form.thankYouButtonType) clean.thankYouButtonType = form.thankYouButtonType;
  return Object.keys(clean).length ? clean : undefined;
}

export function LeadFormSection({ leadForm, title, imageUrl, showErrors, onChange }: {
  leadForm: CampaignLeadForm | undefined;
  /** The listing's title and first image, as the preview shows them. */
  title?: string;
  imageUrl?: string;
  showErrors: boolean;
  onChange(next: CampaignLeadForm | undefined): void;
}) {
  const [preview, setPreview] = useState(false);
  const form = leadForm ?? {};
  const set = (patch: CampaignLeadForm) => onChange(cleanLeadForm({ ...form, ...patch }));
  return (
    <Stack gap="3" data-testid="campaign-lead-form">
      <HStack justify="space-between" wrap="wrap">
        <Text fontWeight="semibold">Lead form</Text>
        <Button size="sm" variant="outline" onClick={() => setPreview(true)}><LuEye /> Preview lead form</Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted">Used when the campaign collects leads; fields left empty take the campaign template's.</Text>
      <FormField label="Intro headline" helper="At most 200 characters.">
        <Input name="introHeadline" maxLength={200} value={form.introHeadline ?? ''} onChange={(e) => set({ introHeadline: e.target.value })} />
      </FormField>
      <HStack gap="4" wrap="wrap" align="start">
        <FormField label="Thank-you button">
          <Select name="thankYouButtonType" aria-label="Thank-you button" value={form.thankYouButtonType ?? ''} placeholder="As the template"
            options={[...THANK_YOU_BUTTON_OPTIONS]} onChange={(v) => set({ thankYouButtonType: (v || undefined) as ThankYou | undefined })} />
        </FormField>
      </HStack>
      <UrlField label="Follow-up URL" name="followUpActionUrl" value={form.followUpActionUrl ?? ''} showErrors={showErrors}
        helper="Where the thank-you button leads." onChange={(v) => set({ followUpActionUrl: v })} />
      <LeadFormPreviewDialog open={preview} onClose={() => setPreview(false)} leadForm={form} title={title} imageUrl={imageUrl} />
    </Stack>
  );
}
