// The dashboard's listing form (002 §3 Listing fields, §5 "Listing save", §8), for create and edit: title,
// type, descriptions, customer URL, price and price view (Fixed Price has no inspection times, auction or
// auction location: not shown, not sent), the metadata of 002 §3 (counts, land, video link, address,
// coordinates, market status ACTIVE by default), the office, three agent slots (named with the dashboard's
// contact label) and up to 10 images. The values, checks and save are ./listingSave.ts's; the image picker
// (features/listings/ListingMedia.tsx: files chosen are uploaded by Save) and the groups of counts, land, address
// and coordinates (features/listings/listingFieldGroups.tsx) are the staff form's. A refusal shows
// the server's message in a dialog titled 'Save Listing' (and at its field).
import { useState } from 'react';
import { Fieldset, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useFormContext, type Path } from 'react-hook-form';
import { useCreateListing, useUpdateListing, type Listing } from '../../lib/api/generated/listing.ts';
import { useListAgents, useListOffices } from '../../lib/api/generated/customer.ts';
import { problemMessage } from '../../lib/api/problem.ts';
import { useDialogs } from '../../components/Dialogs.tsx';
import { Form } from '../../components/form/Form.tsx';
import { SelectField, SubmitButton, TextField } from '../../components/form/fields.tsx';
import { FormField } from '../../components/FormField.tsx';
import { toOptions } from '../../components/Select.tsx';
import { useApiForm } from '../../lib/forms/useApiForm.ts';
import { fieldOfProblemPath, splitProblem } from '../../lib/forms/problemFields.ts';
import { PAGE_SIZES } from '../../constants.ts';
import { LISTING_TYPES, MARKET_STATUSES, PRICE_VIEWS } from '../listings/constants.ts';
import { ListingMedia, type UploadItem } from '../listings/ListingMedia.tsx';
import { uploadListingMedia } from '../listings/listingUploads.ts';
import { AddressPartFields, CoordinateFields, CountAndLandFields, SavedAsText } from '../listings/listingFieldGroups.tsx';
import { hidesAuctionFields, inUserLocale, toInstant, type ListingValues } from '../listings/listingValues.ts';
import { AGENT_SLOTS, checkDashboardListing, newListingValues, saveDashboardListing, savedListingValues, type AgentNames } from './listingSave.ts';
import { DASHBOARD_LISTING_MESSAGES } from './messages.ts';

/** The form field of each body property a refusal may name (an agent's message shows above the form and in the dialog). */
const FIELD_OF_BODY: Record<string, string> = {
  title: 'title', customerUrl: 'customerUrl', description: 'description', shortDescription: 'shortDescription', type: 'type', officeId: 'officeId', images: 'images',
};

const TYPE_OPTIONS = Object.entries(LISTING_TYPES).map(([value, label]) => ({ value, label }));
const PRICE_VIEW_OPTIONS = PRICE_VIEWS.map((v) => ({ value: v, label: v }));

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold">{legend}</Fieldset.Legend>
      <Stack gap="3">{children}</Stack>
    </Fieldset.Root>
  );
}

/** The auction as a date and time in the browser's time zone, with the instant written out under it. */
function AuctionField() {
  const { watch } = useFormContext<ListingValues>();
  const instant = toInstant(watch('auction'));
  return <TextField name="auction" label="Auction" type="datetime-local" helper={instant ? inUserLocale(instant) : undefined} />;
}

/** The price view and the price; inspection times, auction and its location unless the view is Fixed Price. */
function PriceFields() {
  const { watch } = useFormContext<ListingValues>();
  const hidden = hidesAuctionFields(watch('priceView'));
  const auctionText = watch('auctionText');
  return (
    <Section legend="Price">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField name="priceView" label="Price view" placeholder="None" options={PRICE_VIEW_OPTIONS} />
        <TextField name="price" label="Price" maxLength={2000} helper="As it is shown, e.g. $1,250,000 or Offers over $900k." />
      </SimpleGrid>
      {!hidden && (
        <>
          <TextField name="inspectionTimes" label="Inspection times" multiline rows={2} helper="One a line." />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <AuctionField />
            <TextField name="auctionLocation" label="Auction location" maxLength={2000} />
          </SimpleGrid>
          {auctionText && <Text fontSize="sm" color="fg.muted">The auction is saved as text: “{auctionText}”. It is kept until a date is chosen.</Text>}
        </>
      )}
    </Section>
  );
}

function FeatureFields() {
  return (
    <Section legend="Features and land">
      <CountAndLandFields />
    </Section>
  );
}

function AddressFields() {
  return (
    <Section legend="Address and location">
      <AddressPartFields />
      <SavedAsText name="addressText" what="The address is" />
      <CoordinateFields />
    </Section>
  );
}

/** The three agent slots (002 §9), named with the dashboard's contact label; an empty slot is not sent. */
function AgentSlots({ options, contactLabel }: { options: { value: string; label: string }[]; contactLabel: string }) {
  return (
    <Section legend={`${contactLabel}s (up to ${AGENT_SLOTS})`}>
      <SimpleGrid columns={{ base: 1, md: AGENT_SLOTS }} gap="4">
        {Array.from({ length: AGENT_SLOTS }, (_, i) => (
          <SelectField key={i} name={`agents.${i}.id`} inputName={`agents.${i}.id`} label={`${contactLabel} ${i + 1}`} placeholder="None" options={options} />
        ))}
      </SimpleGrid>
    </Section>
  );
}

export interface DashboardListingFormProps {
  /** The listing being edited; none for a new one. */
  listing?: Listing;
  /** The dashboard's customer (a new listing's). */
  customerId: string;
  /** The signed-in user's own agent, put in the first slot of a new listing. */
  ownAgentId?: string;
  /** The dashboard's word for an agent. */
  contactLabel: string;
  /** After a save: the listing as saved, and whether it is a new one (the create page). */
  onSaved(listing: Listing, created: boolean): void;
  /** Cancel, beside Save. */
  cancel?: ReactNode;
}

export function DashboardListingForm({ listing, customerId, ownAgentId, contactLabel, onSaved, cancel }: DashboardListingFormProps) {
  const dialogs = useDialogs();
  const createListing = useCreateListing();
  const updateListing = useUpdateListing();
  // The listing once saved: a new one is created by the first Save, which then uploads its images; when one
  // does not upload the form stays with the listing created, and the next Save updates it.
  const [saved, setSaved] = useState<Listing | undefined>(listing);
  const [progress, setProgress] = useState<Map<string, UploadItem>>(new Map());
  const { data: offices } = useListOffices({ params: { query: { page: 1, limit: PAGE_SIZES.picker, sort: 'name', customerId, fields: ['name'] } } });
  const { data: agents } = useListAgents({ params: { query: { page: 1, limit: PAGE_SIZES.picker, sort: 'fullName', customerId, fields: ['fullName', 'email'] } } });
  const agentNames: AgentNames = new Map((agents?.items ?? []).map((a) => [a.id, { fullName: a.fullName ?? '', email: a.email }]));

  const form = useApiForm<ListingValues, Listing>({
    defaultValues: listing ? savedListingValues(listing) : newListingValues(customerId, ownAgentId),
    validate: checkDashboardListing,
    save: async (v) => {
      setProgress(new Map());
      const { answer, images } = await saveDashboardListing(v, saved, agentNames, {
        create: (body) => createListing({ body }),
        update: (listingId, body) => updateListing({ params: { path: { listingId } }, body }),
        upload: uploadListingMedia,
      }, {
        onCreated: setSaved,
        onUpload: (id, item) => setProgress((all) => new Map(all).set(id, item)),
      });
      form.setValue('images', images);
      if (answer.data) setSaved(answer.data);
      return answer;
    },
    // 002 §8: the server's message in a 'Save Listing' dialog; it also stays above the form, and at the field
    // it names where the form has one (the office, the title, the images …).
    refused: (answer, show) => {
      const message = problemMessage(answer.error);
      show(message);
      const { atFields } = splitProblem(answer.error, (path) => {
        const field = fieldOfProblemPath(path);
        return field && field in FIELD_OF_BODY ? FIELD_OF_BODY[field] : undefined;
      });
      for (const [field, text] of Object.entries(atFields)) form.setError(field as Path<ListingValues>, { type: 'server', message: text });
      dialogs.error({ title: DASHBOARD_LISTING_MESSAGES.saveTitle, message });
    },
    // A listing created on this page is 'created' however many saves it took (its images may have needed two).
    saved: (l) => onSaved(l, !listing),
  });

  const agentOptions = (agents?.items ?? []).map((a) => ({ value: a.id, label: a.fullName ?? a.email ?? a.id }));
  return (
    <Form form={form} gap="6" errorTestId="listing-save-error">
      {saved && (
        <FormField label="Reference"><Text py="1" data-testid="listing-reference">{saved.reference}</Text></FormField>
      )}
      <Section legend="Listing">
        <TextField name="title" label="Title" required maxLength={300} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <SelectField name="type" label="Type" options={TYPE_OPTIONS} />
          <SelectField name="status" inputName="status" label="Status" options={MARKET_STATUSES} />
        </SimpleGrid>
        <TextField name="shortDescription" label="Short description" maxLength={1000} />
        <TextField name="description" label="Description" multiline rows={4} maxLength={20000} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField name="customerUrl" label="Customer URL" type="url" maxLength={2000} />
          <TextField name="videoLink" label="Video link" type="url" maxLength={2000} />
        </SimpleGrid>
      </Section>
      <PriceFields />
      <FeatureFields />
      <AddressFields />
      <Section legend="Office">
        <SelectField name="officeId" label="Office" placeholder="No office" options={toOptions(offices?.items)} />
      </Section>
      <AgentSlots options={agentOptions} contactLabel={contactLabel} />
      <ListingMedia name="images" canUpload progress={progress} />
      <HStack gap="3" wrap="wrap">
        <SubmitButton>{saved ? 'Save listing' : 'Create listing'}</SubmitButton>
        {cancel}
      </HStack>
    </Form>
  );
}
