// A campaign template's form (social or display), for a new template and an existing one: the campaign (name,
// type, objective, ad account), the creative texts with their placeholders, a LEADS template's lead form, the
// ad sets (location, ages, gender, share of the budget) and the schedule. The form's own checks show after a
// submit attempt (000 §5); the server's field errors show at their fields (templateForm.ts maps the few that
// are not the field of the same path).
import type { ReactNode } from 'react';
import { Button, Card, Code, Heading, HStack, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import {
  useCreateCampaignTemplate, useCreateGdnCampaignTemplate, useListAdAccounts, useListGdnAccounts, useUpdateCampaignTemplate,
  useUpdateGdnCampaignTemplate, type CampaignTemplate,
} from '../../lib/api/generated/ads.ts';
import { listQuery } from '../../lib/api/lists.ts';
import { useApiForm } from '../../lib/forms/useApiForm.ts';
import { useDialogs } from '../../components/Dialogs.tsx';
import { Form } from '../../components/form/Form.tsx';
import { SelectField, SubmitButton, SwitchField, TextField, useFieldError } from '../../components/form/fields.tsx';
import { MESSAGES } from '../../constants.ts';
import {
  CALL_TO_ACTION_LABELS, CALLS_TO_ACTION, CAMPAIGN_TYPE_LABELS, CAMPAIGN_TYPES_BY_KIND, GENDER_LABELS, GENDERS, MAX_AD_SETS, OBJECTIVE_LABELS,
  OBJECTIVES_BY_TYPE, PLACEHOLDERS, THANK_YOU_BUTTON_LABELS, THANK_YOU_BUTTON_TYPES, type CampaignType, type TemplateKind,
} from './constants.ts';
import { LocationFields } from './LocationFields.tsx';
import { TEMPLATE_MESSAGES } from './messages.ts';
import { ScheduleFields } from './ScheduleFields.tsx';
import { checkTemplate, displayBody, newAdSet, socialBody, templateFieldOf, templateValues, type TemplateValues } from './templateForm.ts';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card.Root><Card.Body><Stack gap="4"><Heading size="md">{title}</Heading>{children}</Stack></Card.Body></Card.Root>
);

/** Both kinds' saves, so a form of either kind calls the same hooks in the same order. */
function useTemplateSaves(kind: TemplateKind, customerId: string) {
  const createSocial = useCreateCampaignTemplate();
  const createDisplay = useCreateGdnCampaignTemplate();
  const updateSocial = useUpdateCampaignTemplate();
  const updateDisplay = useUpdateGdnCampaignTemplate();
  return (values: TemplateValues, templateId?: string) => {
    if (kind === 'social') {
      return templateId
        ? updateSocial({ params: { path: { campaignTemplateId: templateId } }, body: socialBody(values) })
        : createSocial({ body: { customerId, ...socialBody(values) } });
    }
    return templateId
      ? updateDisplay({ params: { path: { gdnCampaignTemplateId: templateId } }, body: displayBody(values) })
      : createDisplay({ body: { customerId, ...displayBody(values) } });
  };
}

/** The kind's accounts the customer's templates may run on: its own and the shared ones. */
function useAccountOptions(kind: TemplateKind, customerId: string) {
  const query = { params: { query: listQuery('listAdAccounts', { limit: 100 }) } };
  const social = useListAdAccounts(kind === 'social' ? query : null);
  const display = useListGdnAccounts(kind === 'display' ? query : null);
  const accounts = (kind === 'social' ? social.data : display.data)?.items ?? [];
  return accounts
    .filter((a) => a.customerId === customerId || a.customerId === null)
    .map((a) => ({ value: a.id, label: `${a.name} (${a.accountId})${a.customerId ? '' : ' · shared'}` }));
}

export function TemplateForm({ kind, customerId, template, onSaved }: {
  kind: TemplateKind; customerId: string; template?: CampaignTemplate; onSaved(template: CampaignTemplate): void;
}) {
  const dialogs = useDialogs();
  const save = useTemplateSaves(kind, customerId);
  const form = useApiForm<TemplateValues, CampaignTemplate>({
    defaultValues: templateValues(kind, template),
    validate: checkTemplate,
    fieldOf: templateFieldOf,
    save: (values) => save(values, template?.id),
    saved: (saved) => { dialogs.success(MESSAGES.successfullySaved); onSaved(saved); },
  });
  const accountOptions = useAccountOptions(kind, customerId);
  const campaignType = form.watch('campaignType');
  const objective = form.watch('objective');
  const objectives = OBJECTIVES_BY_TYPE[campaignType] ?? [];
  return (
    <Form form={form} gap="5" maxW="4xl" errorTestId="template-form-error">
      <Section title="Campaign">
        <TextField name="name" label="Name" required maxLength={200} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <SelectField name="campaignType" label="Campaign type" options={CAMPAIGN_TYPES_BY_KIND[kind].map((t) => ({ value: t, label: CAMPAIGN_TYPE_LABELS[t] }))}
            // A type that cannot serve the objective chosen so far takes its own first objective.
            onPick={(t) => { if (!OBJECTIVES_BY_TYPE[t as CampaignType].includes(objective)) form.setValue('objective', OBJECTIVES_BY_TYPE[t as CampaignType][0]!); }} />
          <SelectField name="objective" label="Objective" options={objectives.map((o) => ({ value: o, label: OBJECTIVE_LABELS[o] }))} />
          <SelectField name="adAccountId" label={kind === 'social' ? 'Ad account' : 'GDN account'} placeholder="None yet" options={accountOptions} />
        </SimpleGrid>
        {kind === 'social' && campaignType === 'FACEBOOK_VIDEO_CAMPAIGN' && (
          <SwitchField name="useImagesForVideo" label="Make the video from the listing's images when it has none" />
        )}
      </Section>
      <Section title="Creative">
        <TextField name="creative.headline" label="Headline" required maxLength={255} />
        <TextField name="creative.message" label="Message" required multiline rows={3} maxLength={5000} />
        <TextField name="creative.description" label="Description" maxLength={2000} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <SelectField name="creative.callToAction" label="Call to action" options={CALLS_TO_ACTION.map((c) => ({ value: c, label: CALL_TO_ACTION_LABELS[c] }))} />
          <TextField name="creative.linkUrl" label="Link" maxLength={2000} />
        </SimpleGrid>
        <Text fontSize="sm" color="fg.muted">
          {TEMPLATE_MESSAGES.placeholders}{' '}
          {PLACEHOLDERS.map((p, i) => <span key={p}>{i > 0 && ' '}<Code size="sm">{`{{${p}}}`}</Code></span>)}
        </Text>
      </Section>
      {kind === 'social' && objective === 'LEADS' && (
        <Section title="Lead form">
          <TextField name="leadForm.introHeadline" label="Intro headline" required maxLength={60} />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField name="leadForm.followUpActionUrl" label="Thank-you link" maxLength={2000} />
            <SelectField name="leadForm.thankYouButtonType" label="Thank-you button" options={THANK_YOU_BUTTON_TYPES.map((t) => ({ value: t, label: THANK_YOU_BUTTON_LABELS[t] }))} />
          </SimpleGrid>
          <TextField name="leadForm.privacyPolicyUrl" label="Privacy policy" maxLength={2000} placeholder="https://" />
        </Section>
      )}
      <AdSets />
      <Section title="Schedule"><ScheduleFields /></Section>
      <HStack><SubmitButton>{template ? 'Save' : 'Create template'}</SubmitButton></HStack>
    </Form>
  );
}

function AdSets() {
  const { control } = useFormContext<TemplateValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'adSets' });
  const error = useFieldError('adSets.root');
  return (
    <Section title="Ad sets">
      {fields.map((f, i) => (
        <Card.Root key={f.id} variant="subtle" data-testid="template-ad-set">
          <Card.Body>
            <Stack gap="4">
              <HStack align="end">
                <TextField name={`adSets.${i}.name`} label="Ad set name" required maxLength={200} />
                {fields.length > 1 && (
                  <IconButton aria-label={`Remove ad set ${i + 1}`} variant="outline" colorPalette="red" onClick={() => remove(i)}><LuTrash2 /></IconButton>
                )}
              </HStack>
              <LocationFields name={`adSets.${i}.location`} />
              <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
                <TextField name={`adSets.${i}.ageMin`} label="Age from" type="number" min={13} max={65} placeholder="Any" />
                <TextField name={`adSets.${i}.ageMax`} label="Age to" type="number" min={13} max={65} placeholder="Any" />
                <SelectField name={`adSets.${i}.gender`} label="Gender" options={GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] }))} />
                <TextField name={`adSets.${i}.budgetSharePercent`} label="Budget share (%)" type="number" min={1} max={100} />
              </SimpleGrid>
            </Stack>
          </Card.Body>
        </Card.Root>
      ))}
      {error && <Text color="fg.error" fontSize="sm" role="alert">{error}</Text>}
      <HStack>
        <Button variant="outline" size="sm" disabled={fields.length >= MAX_AD_SETS} onClick={() => append(newAdSet(`Ad set ${fields.length + 1}`, 0))}>
          <LuPlus /> Add ad set
        </Button>
      </HStack>
    </Section>
  );
}
