// The listing form (002 §3), for create and edit: details, price view, office and agents, metadata, images
// and videos. The rules are ./listingValues.ts's; the status and option values come from the server
// (getListingEnumeration: DONE shows as Saved). A refusal's messages show at their fields (useApiForm).
import { Button, Checkbox, Fieldset, HStack, IconButton, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { useController, useFieldArray, useFormContext } from 'react-hook-form';
import {
  useCreateListing, useGetListingEnumeration, useUpdateListing, type Listing, type MetaDataKey,
} from '../../lib/api/generated/listing.ts';
import { useListAgents, useListOffices } from '../../lib/api/generated/customer.ts';
import { useDialogs } from '../../components/Dialogs.tsx';
import { CustomerField } from '../../components/form/CustomerField.tsx';
import { Form } from '../../components/form/Form.tsx';
import { SelectField, SubmitButton, TextField, useFieldError } from '../../components/form/fields.tsx';
import { FormField } from '../../components/FormField.tsx';
import { Select, toOptions } from '../../components/Select.tsx';
import { useApiForm } from '../../lib/forms/useApiForm.ts';
import { MESSAGES, PAGE_SIZES } from '../../constants.ts';
import { LISTING_TYPES, MAX_AGENTS_PER_LISTING, PRICE_VIEWS } from './constants.ts';
import { ListingMedia, type MediaCaptions, type UploadMedia } from './ListingMedia.tsx';
import {
  checkListing, createBodyOf, emptyListingValues, hidesAuctionFields, listingValuesOf, PRICE_KEYS, updateBodyOf, type ListingValues,
} from './listingValues.ts';

/**
 * The keys a metadata row may have: every key but the price ones (fields of their own, which the type
 * keeps out of this list) and the object-valued ones.
 */
const ROW_KEYS = ['customerUrl', 'bedrooms', 'bathrooms', 'garages', 'carports', 'openSpaces', 'landDetails', 'videoLink', 'status', 'address'] as const satisfies
  readonly Exclude<MetaDataKey, (typeof PRICE_KEYS)[number]>[];

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

function MetaRowField({ index, onRemove }: { index: number; onRemove(): void }) {
  const { register, watch, setValue } = useFormContext<ListingValues>();
  const keyError = useFieldError(`metaData.${index}.key`);
  const { field: isPublic } = useController<ListingValues, `metaData.${number}.isPublic`>({ name: `metaData.${index}.isPublic` });
  return (
    <Stack gap="1">
      <HStack>
        <Stack w="44" flexShrink={0}>
          <Select name={`metaData.${index}.key`} aria-label={`Metadata ${index + 1} key`} placeholder="Key" value={watch(`metaData.${index}.key`)}
            onChange={(key) => setValue(`metaData.${index}.key`, key as MetaDataKey)} options={ROW_KEYS.map((k) => ({ value: k, label: k }))} />
        </Stack>
        <Input {...register(`metaData.${index}.value`)} aria-label={`Metadata ${index + 1} value`} maxLength={2000} />
        <Checkbox.Root checked={!!isPublic.value} onCheckedChange={(e) => isPublic.onChange(!!e.checked)}>
          <Checkbox.HiddenInput name={`metaData.${index}.isPublic`} />
          <Checkbox.Control />
          <Checkbox.Label>Public</Checkbox.Label>
        </Checkbox.Root>
        <IconButton aria-label={`Remove metadata ${index + 1}`} variant="ghost" colorPalette="red" onClick={onRemove}><LuTrash2 /></IconButton>
      </HStack>
      {keyError && <Text color="fg.error" fontSize="sm">{keyError}</Text>}
    </Stack>
  );
}

function MetaDataField() {
  const { fields, append, remove } = useFieldArray<ListingValues, 'metaData'>({ name: 'metaData' });
  return (
    <Fieldset.Root>
      <Fieldset.Legend>Metadata</Fieldset.Legend>
      <Stack gap="2">
        {fields.map((f, i) => <MetaRowField key={f.id} index={i} onRemove={() => remove(i)} />)}
        <HStack><Button size="sm" variant="outline" onClick={() => append({ key: '', value: '', isPublic: true })}><LuPlus /> Add metadata</Button></HStack>
      </Stack>
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
            <TextField name="auction" label="Auction" maxLength={2000} />
            <TextField name="auctionLocation" label="Auction location" maxLength={2000} />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}

export function ListingForm({ listing, initialCustomerId, onSaved, upload, onUploaded, captions }: {
  listing?: Listing; initialCustomerId?: string; onSaved(listing: Listing): void;
  /** The file names of the listing's uploaded media, by asset id (shown under their tiles). */
  captions?: MediaCaptions;
  /** Uploads an image or video of this listing (the asset API); without it only web addresses can be added. */
  upload?: UploadMedia;
  /** After a batch of uploads with at least one stored (the server appended them to the listing). */
  onUploaded?(): void;
}) {
  const dialogs = useDialogs();
  const createListing = useCreateListing();
  const updateListing = useUpdateListing();
  const statuses = useEnumerationOptions('listingStatus');
  const listingOptions = useEnumerationOptions('listingOption');
  const form = useApiForm<ListingValues, Listing>({
    defaultValues: listing ? listingValuesOf(listing) : emptyListingValues(initialCustomerId),
    validate: checkListing,
    save: (v) => (listing
      ? updateListing({ params: { path: { listingId: listing.id } }, body: updateBodyOf(v, agentsById) })
      : createListing({ body: createBodyOf(v, agentsById) })),
    saved: (saved) => {
      dialogs.success(MESSAGES.successfullySaved);
      onSaved(saved);
    },
  });
  const customerId = form.watch('customerId');
  // The customer's offices and agents for the pickers (id and name only: the field projection).
  const { data: offices } = useListOffices(customerId
    ? { params: { query: { page: 1, limit: PAGE_SIZES.picker, sort: 'name', customerId, fields: ['name'] } } } : null);
  const { data: agents } = useListAgents(customerId
    ? { params: { query: { page: 1, limit: PAGE_SIZES.picker, sort: 'fullName', customerId, fields: ['fullName', 'email'] } } } : null);
  const agentsById = new Map((agents?.items ?? []).map((a) => [a.id, { fullName: a.fullName ?? '', email: a.email }]));

  return (
    <Form form={form} gap="5">
      <CustomerField saved={listing?.customerId} onPick={() => { form.setValue('officeId', ''); form.setValue('agents', []); }} />
      {listing && <FormField label="Reference"><Text py="2" data-testid="listing-reference">{listing.reference}</Text></FormField>}
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
        <TextField name="startTimestamp" label="Start" type="datetime-local" />
      </SimpleGrid>
      <PriceFields />
      <SelectField name="officeId" label="Office" placeholder="No office" options={toOptions(offices?.items)} />
      <AgentsField options={(agents?.items ?? []).map((a) => ({ value: a.id, label: a.fullName ?? a.id }))} />
      <MetaDataField />
      <ListingMedia name="images" upload={upload} onUploaded={onUploaded} captions={captions} />
      <ListingMedia name="videos" upload={upload} onUploaded={onUploaded} captions={captions} />
      <HStack><SubmitButton>{listing ? 'Save' : 'Create listing'}</SubmitButton></HStack>
    </Form>
  );
}
