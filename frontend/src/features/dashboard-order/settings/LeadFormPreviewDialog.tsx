// The lead form as a person who clicks the ad sees it, page by page (002 §2 "lead-form preview (3 pages)"): the
// intro with its headline, the questions (name, e-mail, phone — the network fills them from the person's
// profile), and the thank-you page with its button.
import { useState } from 'react';
import { Box, Button, HStack, Image, Input, Stack, Text } from '@chakra-ui/react';
import type { CampaignLeadForm } from '../../../lib/api/generated/order.ts';
import { ModalDialog } from '../../../components/ModalDialog.tsx';
import { THANK_YOU_BUTTON_OPTIONS } from './labels.ts';

export const PREVIEW_PAGES = ['Intro', 'Questions', 'Thank you'] as const;

export function LeadFormPreviewDialog({ open, onClose, leadForm, title, imageUrl }: {
  open: boolean; onClose(): void; leadForm: CampaignLeadForm; title?: string; imageUrl?: string;
}) {
  const [page, setPage] = useState(0);
  const close = () => { setPage(0); onClose(); };
  const button = THANK_YOU_BUTTON_OPTIONS.find((o) => o.value === (leadForm.thankYouButtonType ?? 'VIEW_WEBSITE'))?.label ?? 'View website';
  return (
    <ModalDialog open={open} onClose={close} size="sm" testId="lead-form-preview" title="Lead form preview" footer={(
      <HStack w="full" justify="space-between">
        <Button size="sm" variant="outline" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>Previous</Button>
        {page < PREVIEW_PAGES.length - 1
          ? <Button size="sm" onClick={() => setPage((p) => p + 1)}>Next</Button>
          : <Button size="sm" onClick={close}>Close</Button>}
      </HStack>
    )}>
      <Text fontSize="xs" color="fg.muted" mb="2">Page {page + 1} of {PREVIEW_PAGES.length}: {PREVIEW_PAGES[page]}</Text>
      <Box borderWidth="1px" borderRadius="md" p="4" minH="15rem">
        {page === 0 && (
          <Stack gap="3">
            {imageUrl && <Image src={imageUrl} alt="" borderRadius="md" aspectRatio={1.91} objectFit="cover" />}
            <Text fontWeight="bold" fontSize="lg">{leadForm.introHeadline?.trim() || title || 'Your headline'}</Text>
            <Text fontSize="sm" color="fg.muted">Leave your details and we will be in touch.</Text>
          </Stack>
        )}
        {page === 1 && (
          <Stack gap="3">
            <Text fontWeight="semibold">Contact information</Text>
            {['Full name', 'Email', 'Phone number'].map((label) => (
              <Stack key={label} gap="1"><Text fontSize="sm">{label}</Text><Input size="sm" readOnly placeholder={label} /></Stack>
            ))}
          </Stack>
        )}
        {page === 2 && (
          <Stack gap="3" align="center" textAlign="center">
            <Text fontWeight="bold" fontSize="lg">Thanks, you're all set.</Text>
            <Text fontSize="sm" color="fg.muted">{leadForm.followUpActionUrl?.trim() || 'The listing page'}</Text>
            <Button size="sm" colorPalette="blue" tabIndex={-1}>{button}</Button>
          </Stack>
        )}
      </Box>
    </ModalDialog>
  );
}
