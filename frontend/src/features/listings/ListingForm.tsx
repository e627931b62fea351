// The listing form (002 §3), for create and edit: every field of a listing and every metadata key as a field
// of its own (details, the start and the auction as dates, the address and coordinates, features and land,
// the price view, the market status, the video link, office, agents and the listing agent), images and videos.
// The rules are ./listingValues.ts's; the status and option values come from the server (getListingEnumeration:
// DONE shows as Saved). One save model: files chosen for the images or videos are pending changes like any
// other, uploaded by Save (saveListing). A refusal's messages show at their fields (useApiForm).
import { useState } from 'react';
import { Button, Checkbox, Fieldset, HStack, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { useController, useFieldArray, useFormContext } from 'react-hook-form';
import {
  useCreateListing, useGetListingEnumeration, useUpdateListing, type Listing, type Media, type MetaDataKey,
} from '../../lib/api/generated/listing.ts';
import { useListAgents, useListOffices } from '../../lib/api/generated/customer.ts';
import { useDialogs } from '../../components/Dialogs.tsx';
import { CustomerField } from '../../components/form/CustomerField.tsx';
import { Form } from '../../components/form/Form.tsx';
import { SelectField, SubmitButton, TextField, useFieldError } from '../../components/form/fields.tsx';
import { FormField } from '../../components/FormField.tsx';
import { Select, toOptions } from '../../components/Select.tsx';
import { useApiForm, type SaveAnswer } from '../../lib/forms/useApiForm.ts';
import { formatDateTime, MESSAGES, PAGE_SIZES } from '../../constants.ts';
import { CREATION_TYPES, LISTING_TYPES, MARKET_STATUSES, MAX_AGENTS_PER_LISTING, PRICE_VIEWS } from './constants.ts';
import { ListingMedia, type MediaCaptions, type UploadItem, type UploadMedia } from './ListingMedia.tsx';
import { LISTING_MESSAGES } from './messages.ts';
import {
  checkListing, createBodyOf, emptyListingValues, hidesAuctionFields, inUserLocale, isPending, listingValuesOf, storedMedia,
  toInstant, updateBodyOf, type FormMedia, type ListingValues,
} from './listingValues.ts';
import { AddressPartFields, CoordinateFields, CountAndLandFields, SavedAsText } from './listingFieldGroups.tsx';

/** The values of an enumerated property as the server labels them. */
export function useEnumerationOptions(propertyName: 'listingStatus' | 'listingOption') {
  const { data } = useGetListingEnumeration({ params: { path: { propertyName } } });
  return (data?.items ?? []).map((i) => ({ value: i.value, label: i.label }));
}

function AgentsField({ options }: { options: { value: string; label: string }[] }) {
  const { fields, append, remove } = useFieldArray<ListingValues, 'agents'>({ name: 'agents' });
  const { watch, setValue } = useFormContext<ListingValues>();
  const error = useFieldError('agents');
  return (
    <Fieldset.Root invalid={!!error}>
      <Fieldset.Legend>Agents (up to {MAX_AGENTS_PER_LISTING})</Fieldset.Legend>
      <Stack gap="2">
        {fields.map((f, i) => (
          <HStack key={f.id}>
            <Select name={`agents.${i}.id`} aria-label={`Agent ${i + 1}`} placeholder="Choose an agent" value={watch(`agents.${i}.id`)}
              onChange={(id) => setValue(`agents.${i}.id`, id, { shouldValidate: false })} options={options} />
            <IconButton aria-label={`Remove agent ${i + 1}`} variant="ghost" colorPalette="red" onClick={() => remove(i)}><LuTrash2 /></IconButton>
          </HStack>
        ))}
        {fields.length < MAX_AGENTS_PER_LISTING && (
          <HStack><Button size="sm" variant="outline" onClick={() => append({ id: '' })}><LuPlus /> Add agent</Button></HStack>
        )}
      </Stack>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}

/** A date and time in the browser's time zone, with the instant it stands for written in the user's locale. */
function DateTimeField({ name, label }: { name: 'startTimestamp' | 'auction'; label: string }) {
  const { watch } = useFormContext<ListingValues>();
  const instant = toInstant(watch(name));
  return <TextField name={name} label={label} type="datetime-local" helper={instant ? <span data-testid={`${name}-shown`}>{inUserLocale(instant)}</span> : undefined} />;
}

/** Whether a metadata key is shown publicly (stored per key; true unless the listing says otherwise). */
function PublicField({ metaKey, label }: { metaKey: MetaDataKey; label: string }) {
  const { field } = useController<ListingValues, `isPublic.${MetaDataKey}`>({ name: `isPublic.${metaKey}` });
  return (
    <Checkbox.Root checked={field.value ?? true} onCheckedChange={(e) => field.onChange(!!e.checked)}>
      <Checkbox.HiddenInput name={`isPublic.${metaKey}`} />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/** A value saved as text where the form now has parts (an address or land details typed as one line). */
function AddressFields() {
  return (
    <Fieldset.Root>
      <Fieldset.Legend>Address</Fieldset.Legend>
      <Stack gap="3">
        <AddressPartFields />
        <SavedAsText name="addressText" what="The address is" />
        <PublicField metaKey="address" label="Show the address publicly" />
        <CoordinateFields />
      </Stack>
    </Fieldset.Root>
  );
}

function FeatureFields() {
  return (
    <Fieldset.Root>
      <Fieldset.Legend>Features and land</Fieldset.Legend>
      <Stack gap="3">
        <CountAndLandFields />
        <SavedAsText name="landDetailsText" what="The land details are" />
      </Stack>
    </Fieldset.Root>
  );
}

/** The listing agent (002 §3: agentId, telephone, name, img, email): one of the customer's agents, its details editable. */
function ListingAgentFields({ agents }: { agents: AgentOption[] }) {
  const { setValue } = useFormContext<ListingValues>();
  const pickAgent = (id: string) => {
    const agent = agents.find((a) => a.id === id);
    setValue('listingAgent', {
      agentId: id, name: agent?.fullName ?? '', email: agent?.email ?? '', telephone: agent?.phones?.[0]?.value ?? '', img: agent?.image ?? '',
    }, { shouldDirty: true });
  };
  return (
    <Fieldset.Root>
      <Fieldset.Legend>Listing agent</Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField name="listingAgent.agentId" inputName="listingAgent.agentId" label="Agent" placeholder="No listing agent"
          options={agents.map((a) => ({ value: a.id, label: a.fullName ?? a.id }))} onPick={pickAgent} />
        <TextField name="listingAgent.name" label="Name" maxLength={200} />
        <TextField name="listingAgent.telephone" label="Telephone" type="tel" maxLength={40} />
        <TextField name="listingAgent.email" label="E-mail" type="email" maxLength={254} />
      </SimpleGrid>
    </Fieldset.Root>
  );
}

/** The price view and what it allows: Fixed Price has no inspection times, auction or auction location. */
function PriceFields() {
  const { watch } = useFormContext<ListingValues>();
  const hidden = hidesAuctionFields(watch('priceView'));
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField name="priceView" label="Price view" placeholder="None" options={PRICE_VIEWS.map((v) => ({ value: v, label: v }))} />
        <TextField name="price" label="Price (as shown)" maxLength={2000} />
      </SimpleGrid>
      {!hidden && (
        <>
          <TextField name="inspectionTimes" label="Inspection times" multiline rows={2} helper="One a line." />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <DateTimeField name="auction" label="Auction" />
            <TextField name="auctionLocation" label="Auction location" maxLength={2000} />
          </SimpleGrid>
          <SavedAsText name="auctionText" what="The auction is" />
        </>
      )}
    </Stack>
  );
}

/** Beside Save: how many chosen files it uploads. */
function ChosenFiles() {
  const { watch } = useFormContext<ListingValues>();
  const count = [...watch('images'), ...watch('videos')].filter(isPending).length;
  if (!count) return null;
  return <Text fontSize="sm" color="fg.muted" data-testid="chosen-files">{count === 1 ? 'Save uploads the file chosen.' : `Save uploads the ${count} files chosen.`}</Text>;
}

/** An agent of the customer as the pickers read it (the field projection). */
type AgentOption = { id: string; fullName?: string; email?: string | null; phones?: { value: string }[]; image?: string | null };

export function ListingForm({ listing, initialCustomerId, onSaved, upload, captions }: {
  listing?: Listing; initialCustomerId?: string; onSaved(listing: Listing): void;
  /** The file names of the listing's uploaded media, by asset id (shown under their tiles). */
  captions?: MediaCaptions;
  /**
   * Uploads an image or video of this listing (the asset API, which appends it to the listing), called by Save
   * for each chosen file; without it (a listing not saved yet) only web addresses can be added.
   */
  upload?: UploadMedia;
}) {
  const dialogs = useDialogs();
  const createListing = useCreateListing();
  const updateListing = useUpdateListing();
  const statuses = useEnumerationOptions('listingStatus');
  const listingOptions = useEnumerationOptions('listingOption');
  const [progress, setProgress] = useState<Record<'images' | 'videos', Map<string, UploadItem>>>({ images: new Map(), videos: new Map() });
  // The file names of what this form uploaded, by asset id: its tiles keep their names before the page's
  // captions (the listing's assets) are read again.
  const [uploadedNames, setUploadedNames] = useState<ReadonlyMap<string, string>>(new Map());
  const allCaptions: MediaCaptions = new Map([...(captions ?? []), ...uploadedNames]);

  /**
   * Save on a saved listing: the fields and the stored media first (so removed items make room), then each
   * chosen file is uploaded (the server appends it), then the media once more in the form's order. A file that
   * does not upload stays chosen, with its reason, and Save says 'Some Image is not upload...' at its field;
   * the files that did upload are stored media from then on, so saving again sends only the rest.
   */
  const saveListing = async (saved: Listing, v: ListingValues): Promise<SaveAnswer<Listing>> => {
    const path = { params: { path: { listingId: saved.id } } };
    const first = await updateListing({ ...path, body: updateBodyOf(v, agentsById) });
    const chosen = (['images', 'videos'] as const).flatMap((name) => v[name].filter(isPending).map((m) => ({ name, m })));
    if (!first.data || !chosen.length || !upload) return first;
    const uploaded = new Map<string, Media>();
    const track = (name: 'images' | 'videos', id: string, item: UploadItem) =>
      setProgress((all) => ({ ...all, [name]: new Map(all[name]).set(id, item) }));
    setProgress({ images: new Map(), videos: new Map() });
    for (const { name, m } of chosen) {
      const row: UploadItem = { name: m.file.name, processValue: 0, successUpload: false, errorUploadLoad: false };
      track(name, m.pendingId, row);
      try {
        const media = await upload(m.file, (percent) => track(name, m.pendingId, { ...row, processValue: Math.round(percent) }));
        uploaded.set(m.pendingId, media);
        if (media.assetId) setUploadedNames((names) => new Map(names).set(media.assetId!, m.file.name));
        track(name, m.pendingId, { ...row, processValue: 100, successUpload: true });
        URL.revokeObjectURL(m.url);
      } catch (error) {
        track(name, m.pendingId, { ...row, errorUploadLoad: true, error: (error as Error).message });
      }
    }
    const replaced = (items: FormMedia[]) => items.map((m) => (isPending(m) ? uploaded.get(m.pendingId) ?? m : m));
    const images = replaced(v.images);
    const videos = replaced(v.videos);
    form.setValue('images', images);
    form.setValue('videos', videos);
    const failed = chosen.filter(({ m }) => !uploaded.has(m.pendingId));
    if (failed.length) {
      const paths = [...new Set(failed.map(({ name }) => `/body/${name}`))];
      return { error: { title: 'Bad Request', status: 400, detail: LISTING_MESSAGES.someImageNotUploaded, errors: paths.map((p) => ({ path: p, message: LISTING_MESSAGES.someImageNotUploaded })) } };
    }
    return updateListing({ ...path, body: { images: storedMedia(images), videos: storedMedia(videos) } });
  };

  const form = useApiForm<ListingValues, Listing>({
    defaultValues: listing ? listingValuesOf(listing) : emptyListingValues(initialCustomerId),
    validate: checkListing,
    save: (v) => (listing ? saveListing(listing, v) : createListing({ body: createBodyOf(v, agentsById) })),
    saved: (saved) => {
      dialogs.success(MESSAGES.successfullySaved);
      onSaved(saved);
    },
  });
  const customerId = form.watch('customerId');
  // The customer's offices and agents for the pickers (what they show and what a listing agent copies).
  const { data: offices } = useListOffices(customerId
    ? { params: { query: { page: 1, limit: PAGE_SIZES.picker, sort: 'name', customerId, fields: ['name'] } } } : null);
  const { data: agents } = useListAgents(customerId
    ? { params: { query: { page: 1, limit: PAGE_SIZES.picker, sort: 'fullName', customerId, fields: ['fullName', 'email', 'phones', 'image'] } } } : null);
  const agentOptions: AgentOption[] = agents?.items ?? [];
  const agentsById = new Map(agentOptions.map((a) => [a.id, { fullName: a.fullName ?? '', email: a.email }]));

  return (
    <Form form={form} gap="5">
      <CustomerField saved={listing?.customerId} onPick={() => { form.setValue('officeId', ''); form.setValue('agents', []); }} />
      {listing && (
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <FormField label="Reference"><Text py="2" data-testid="listing-reference">{listing.reference}</Text></FormField>
          <FormField label="Created"><Text py="2" data-testid="listing-created">{CREATION_TYPES[listing.creationType]}, {formatDateTime(listing.createdAt)}</Text></FormField>
          <FormField label="Last saved"><Text py="2">{formatDateTime(listing.updatedAt)}</Text></FormField>
          {listing.bulkId && <FormField label="Bulk upload batch"><Text py="2" fontSize="sm" data-testid="listing-bulk">{listing.bulkId}</Text></FormField>}
        </SimpleGrid>
      )}
      <TextField name="title" label="Title" required maxLength={300} />
      <TextField name="customerUrl" label="Customer URL" type="url" maxLength={2000} />
      <TextField name="shortDescription" label="Short description" maxLength={1000} />
      <TextField name="description" label="Description" multiline rows={4} maxLength={20000} />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <SelectField name="type" label="Type" options={Object.entries(LISTING_TYPES).map(([value, label]) => ({ value, label }))} />
        <SelectField name="listingOption" label="Listing option" options={listingOptions} />
        <SelectField name="listingStatus" label="Status" options={statuses} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name="startPrice" label="Start price" inputMode="decimal" />
        <DateTimeField name="startTimestamp" label="Start" />
      </SimpleGrid>
      <AddressFields />
      <FeatureFields />
      <PriceFields />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField name="status" inputName="status" label="Market status" placeholder="Active (default)" options={MARKET_STATUSES} />
        <TextField name="videoLink" label="Video link" type="url" maxLength={2000} />
      </SimpleGrid>
      <SelectField name="officeId" label="Office" placeholder="No office" options={toOptions(offices?.items)} />
      <AgentsField options={agentOptions.map((a) => ({ value: a.id, label: a.fullName ?? a.id }))} />
      <ListingAgentFields agents={agentOptions} />
      <ListingMedia name="images" canUpload={!!upload} progress={progress.images} captions={allCaptions} />
      <ListingMedia name="videos" canUpload={!!upload} progress={progress.videos} captions={allCaptions} />
      <HStack gap="3" wrap="wrap"><SubmitButton>{listing ? 'Save' : 'Create listing'}</SubmitButton><ChosenFiles /></HStack>
    </Form>
  );
}
