// /adset/{adsetId}/edit (001 §2: admin, branchuser, branchmanager, corporate): one ad set — its targeting (ages,
// gender, each place's radius) and its ad's texts. An ad the network rejected shows why, and saving it resubmits
// it for review; the texts of an ad in review or running stay as they are (the server's rule). 'Check ad' asks
// the check before submission (the review's rules) about the texts as typed and shows its warnings before
// saving; the preview shows the ad as its network will. An id that names no ad set goes to the campaigns list
// (001 §2).
import { useState } from 'react';
import { Badge, Box, Button, Card, Heading, HStack, Image, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { Navigate, useParams } from 'react-router';
import { LuShieldCheck } from 'react-icons/lu';
import {
  useCheckCreative, useGetAdSet, useGetAdSetPreview, useGetCampaign, useUpdateAdSet, type AdSet, type ReviewWarning,
} from '../../lib/api/generated/ads.ts';
import { problemMessage } from '../../lib/api/problem.ts';
import { useAuth } from '../../lib/auth/auth.tsx';
import { useApiForm } from '../../lib/forms/useApiForm.ts';
import { BackButton } from '../../components/BackButton.tsx';
import { useDialogs } from '../../components/Dialogs.tsx';
import { EditPage } from '../../components/EditPage.tsx';
import { FormField } from '../../components/FormField.tsx';
import { Form } from '../../components/form/Form.tsx';
import { SelectField, SubmitButton, TextField } from '../../components/form/fields.tsx';
import { isNotFound, QueryState } from '../../components/QueryState.tsx';
import { formatPoint } from '../../components/map/targeting.ts';
import { MESSAGES } from '../../constants.ts';
import { CALL_TO_ACTION_LABELS, CALLS_TO_ACTION } from '../campaign-templates/constants.ts';
import { adSetUpdate, adSetValues, checkAdSet, creativeCheckOf, MAX_AGE, MIN_AGE, resubmission, textsEditable, type AdSetValues } from './adSetForm.ts';
import { GENDER_LABELS, REVIEW_STATUS_LABELS, REVIEW_STATUS_PALETTES, type Gender } from './constants.ts';
import { AD_SET_MESSAGES, CAMPAIGN_MESSAGES } from './messages.ts';
import { CAMPAIGN_EDIT_ROLES, CAMPAIGN_PATHS, campaignEditPath } from './paths.ts';
import { ReasonsAlert } from './ReasonsAlert.tsx';

const genderOptions = (Object.keys(GENDER_LABELS) as Gender[]).map((g) => ({ value: g, label: GENDER_LABELS[g] }));
const ctaOptions = CALLS_TO_ACTION.map((c) => ({ value: c, label: CALL_TO_ACTION_LABELS[c] }));

export function AdSetEditPage() {
  const { adsetId = '' } = useParams();
  const { user } = useAuth();
  const query = useGetAdSet(adsetId ? { params: { path: { adSetId: adsetId } } } : null);
  if (!adsetId || isNotFound(query.error)) return <Navigate to={CAMPAIGN_PATHS.campaigns} replace />;
  const staff = !!user?.roles.some((r) => CAMPAIGN_EDIT_ROLES.includes(r));
  return (
    <EditPage query={query} noun="ad set" back={{ to: CAMPAIGN_PATHS.campaigns, label: 'Back to campaigns' }} title={(a) => a.name}
      actions={(a) => (staff ? <BackButton to={campaignEditPath(a.campaignId)} label="Back to the campaign" /> : null)}>
      {(adSet) => <AdSetBody adSet={adSet} />}
    </EditPage>
  );
}

function AdSetBody({ adSet }: { adSet: AdSet }) {
  // The campaign says whether the ad is a housing ad (its check and review go by the HOUSING category).
  const { data: campaign } = useGetCampaign({ params: { path: { campaignId: adSet.campaignId } } });
  return (
    <Stack gap="5">
      <HStack gap="3" wrap="wrap">
        <Badge colorPalette={REVIEW_STATUS_PALETTES[adSet.reviewStatus]} data-testid="ad-review-status">Ad: {REVIEW_STATUS_LABELS[adSet.reviewStatus]}</Badge>
        {campaign && <Text color="fg.muted">Campaign: {campaign.name}</Text>}
      </HStack>
      {adSet.reviewStatus === 'REJECTED' && (
        <ReasonsAlert status="error" testId="ad-rejected" title={AD_SET_MESSAGES.rejectedHeading} reasons={adSet.reviewReasons}>
          <Text mt="2">{AD_SET_MESSAGES.rejectedHelp}</Text>
        </ReasonsAlert>
      )}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5" alignItems="start">
        <AdSetForm key={adSet.updatedAt} adSet={adSet} isHousing={campaign?.isHousing ?? false} />
        <Preview adSetId={adSet.id} />
      </SimpleGrid>
    </Stack>
  );
}

function Warnings({ warnings, testId }: { warnings: ReviewWarning[]; testId: string }) {
  if (warnings.length === 0) return <Text color="green.fg" data-testid={testId}>{AD_SET_MESSAGES.noWarnings}</Text>;
  return <ReasonsAlert status="warning" testId={testId} title={AD_SET_MESSAGES.warningsHeading} reasons={warnings.map((w) => w.message)} />;
}

function AdSetForm({ adSet, isHousing }: { adSet: AdSet; isHousing: boolean }) {
  const dialogs = useDialogs();
  const update = useUpdateAdSet();
  const checkCreative = useCheckCreative();
  const [warnings, setWarnings] = useState<ReviewWarning[] | null>(null);
  const [checking, setChecking] = useState(false);
  const editable = textsEditable(adSet);
  const form = useApiForm<AdSetValues, AdSet>({
    defaultValues: adSetValues(adSet),
    validate: (v) => checkAdSet(v, adSet),
    save: async (v) => {
      // A rejected ad's save is its resubmission, texts changed or not.
      const body = editable ? resubmission(v, adSet) : adSetUpdate(v, adSet);
      if (!body) return { error: { detail: CAMPAIGN_MESSAGES.nothingChanged } };
      return update({ params: { path: { adSetId: adSet.id } }, body });
    },
    saved: () => dialogs.success(MESSAGES.successfullySaved),
  });
  const check = async () => {
    setChecking(true);
    const { data, error } = await checkCreative({ body: creativeCheckOf(form.getValues(), adSet, isHousing) });
    setChecking(false);
    if (!data) return dialogs.error(problemMessage(error));
    setWarnings(data.warnings);
  };
  return (
    <Card.Root><Card.Body>
      <Form form={form} errorTestId="ad-set-form-error">
        <Heading size="md">Targeting</Heading>
        {adSet.externalId && <Text fontSize="sm" color="fg.muted">{AD_SET_MESSAGES.liveTargeting}</Text>}
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <TextField name="ageMin" label="Age from" type="number" min={MIN_AGE} max={MAX_AGE} helper="Empty: no narrowing" />
          <TextField name="ageMax" label="Age to" type="number" min={MIN_AGE} max={MAX_AGE} />
          <SelectField name="gender" label="Gender" options={genderOptions} />
        </SimpleGrid>
        {adSet.targeting.circles.length > 0 && (
          <Stack gap="2" data-testid="ad-set-circles">
            {adSet.targeting.circles.map((c, i) => (
              <TextField key={`${c.latitude},${c.longitude},${i}`} name={`radiusKm.${i}`} type="number" min={1} max={80}
                label={`Radius (km) around ${formatPoint({ lat: c.latitude, lng: c.longitude })}`} />
            ))}
          </Stack>
        )}
        {adSet.targeting.countries.length > 0 && <FormField label="Countries"><Text>{adSet.targeting.countries.join(', ')}</Text></FormField>}
        <Heading size="md">Ad</Heading>
        {!editable && <Text fontSize="sm" color="fg.muted" data-testid="ad-texts-locked">{AD_SET_MESSAGES.lockedTexts}</Text>}
        <TextField name="headline" label="Headline" required={editable} maxLength={255} disabled={!editable} />
        <TextField name="message" label="Message" required={editable} maxLength={5000} multiline rows={4} disabled={!editable} />
        <TextField name="linkUrl" label="Link" maxLength={2000} disabled={!editable} />
        <SelectField name="callToAction" label="Call to action" options={ctaOptions} disabled={!editable} />
        {warnings && <Warnings warnings={warnings} testId="ad-check-warnings" />}
        <HStack>
          <SubmitButton>{editable ? 'Save and resubmit' : 'Save'}</SubmitButton>
          <Button variant="outline" loading={checking} onClick={() => void check()}><LuShieldCheck /> Check ad</Button>
        </HStack>
      </Form>
    </Card.Body></Card.Root>
  );
}

function Preview({ adSetId }: { adSetId: string }) {
  const query = useGetAdSetPreview({ params: { path: { adSetId } } });
  return (
    <Card.Root data-testid="ad-preview"><Card.Body>
      <Stack gap="3">
        <Heading size="md">Preview</Heading>
        <QueryState query={query} loading={<Spinner size="sm" />}>
          {(p) => (
            <Stack gap="3">
              <Box borderWidth="1px" rounded="md" overflow="hidden">
                {p.format === 'VIDEO' && p.videoUrl
                  ? <video src={p.videoUrl} controls style={{ width: '100%' }} />
                  : p.imageUrls[0] && <Image src={p.imageUrls[0]} alt={p.headline} w="full" maxH="xs" objectFit="cover" />}
                <Stack gap="1" p="3">
                  <Text whiteSpace="pre-wrap">{p.message}</Text>
                  <Text fontWeight="semibold">{p.headline}</Text>
                  <Text fontSize="xs" color="fg.muted" truncate>{p.linkUrl}</Text>
                  <HStack><Button size="xs" variant="subtle">{CALL_TO_ACTION_LABELS[p.callToAction]}</Button></HStack>
                </Stack>
              </Box>
              {p.imageUrls.length > 1 && <Text fontSize="sm" color="fg.muted">{p.imageUrls.length} images ({p.format.toLowerCase()})</Text>}
              <Warnings warnings={p.warnings} testId="ad-preview-warnings" />
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Card.Body></Card.Root>
  );
}
