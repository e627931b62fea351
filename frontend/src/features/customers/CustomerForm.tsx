// The fields of a customer (create and edit): name, contact, country (code, tax code), currency
// (code, suffix), sharing options and widgets, image ad limit, key/value settings, report domains and
// facebook pages. Defaults: NZ / GST / NZD, every sharing widget, image ad limit 10.
import { Button, Field, Fieldset, Heading, HStack, IconButton, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { Customer, SharingWidget } from '../../lib/api/generated/customer.ts';
import { useApiForm, type SaveAnswer } from '../../lib/forms/useApiForm.ts';
import { Form } from '../../components/form/Form.tsx';
import { CheckboxesField, SubmitButton, SwitchField, TextField, useFieldError } from '../../components/form/fields.tsx';
import { DEFAULT_CURRENCY, MESSAGES } from '../../constants.ts';
import { DEFAULT_CURRENCY_SUFFIX, DEFAULT_REGION, DEFAULT_TAX_CODE, IMAGE_AD_LIMIT_MAX, IMAGE_AD_LIMIT_MIN, SHARING_WIDGETS } from './constants.ts';
import { CUSTOMER_MESSAGES } from './messages.ts';

export interface CustomerValues {
  name: string;
  email: string;
  website: string;
  countryCode: string;
  taxCode: string;
  currencyCode: string;
  currencySuffix: string;
  campaigns: boolean;
  listings: boolean;
  resources: boolean;
  widgets: SharingWidget[];
  imageAdLimit: string;
  settings: { key: string; value: string }[];
  reportDomains: string;
  facebookPages: { pageId: string; name: string }[];
}

export function customerValues(c?: Customer): CustomerValues {
  return {
    name: c?.name ?? '',
    email: c?.email ?? '',
    website: c?.website ?? '',
    countryCode: c?.country.code ?? DEFAULT_REGION,
    taxCode: c?.country.taxCode ?? DEFAULT_TAX_CODE,
    currencyCode: c?.currency.code ?? DEFAULT_CURRENCY,
    currencySuffix: c?.currency.currencySuffix ?? DEFAULT_CURRENCY_SUFFIX,
    campaigns: c?.sharingOptions.campaigns ?? true,
    listings: c?.sharingOptions.listings ?? true,
    resources: c?.sharingOptions.resources ?? true,
    widgets: c?.sharingOptions.allowedSharingWidgets ?? [...SHARING_WIDGETS],
    imageAdLimit: String(c?.imageAdLimit ?? IMAGE_AD_LIMIT_MAX),
    settings: c?.settings.map((s) => ({ ...s })) ?? [],
    reportDomains: c?.reportDomains.join('\n') ?? '',
    facebookPages: c?.facebookPages.map((p) => ({ ...p })) ?? [],
  };
}

/** The form's checks; a setting's key is required and unique (its message shows at the key). */
export function validateCustomer(v: CustomerValues) {
  const limit = Number(v.imageAdLimit);
  const keys = v.settings.map((s) => s.key.trim());
  const keyError = (key: string) => (!key ? CUSTOMER_MESSAGES.settingKeyRequired : keys.indexOf(key) !== keys.lastIndexOf(key) ? CUSTOMER_MESSAGES.settingKeyDuplicate : undefined);
  return {
    name: v.name.trim() ? undefined : MESSAGES.nameRequired,
    countryCode: /^[A-Z]{2}$/.test(v.countryCode) ? undefined : CUSTOMER_MESSAGES.countryCodeInvalid,
    currencyCode: /^[A-Z]{3}$/.test(v.currencyCode) ? undefined : MESSAGES.currencyCodeInvalid,
    imageAdLimit: Number.isInteger(limit) && limit >= IMAGE_AD_LIMIT_MIN && limit <= IMAGE_AD_LIMIT_MAX ? undefined : CUSTOMER_MESSAGES.imageAdLimitRange,
    ...Object.fromEntries(keys.map((key, i) => [`settings.${i}.key`, keyError(key)])),
  };
}

/** The request body of create and update. */
export function customerBody(v: CustomerValues) {
  const email = v.email.trim().toLowerCase();
  const website = v.website.trim();
  return {
    name: v.name.trim(),
    ...(email ? { email } : {}),
    ...(website ? { website } : {}),
    country: { code: v.countryCode, taxCode: v.taxCode.trim() },
    currency: { code: v.currencyCode, currencySuffix: v.currencySuffix.trim() || v.currencyCode },
    sharingOptions: { campaigns: v.campaigns, listings: v.listings, resources: v.resources, allowedSharingWidgets: v.widgets },
    imageAdLimit: Number(v.imageAdLimit),
    settings: v.settings.map((s) => ({ key: s.key.trim(), value: s.value })),
    reportDomains: [...new Set(v.reportDomains.split(/[\s,]+/).map((d) => d.trim().toLowerCase()).filter(Boolean))],
    facebookPages: v.facebookPages.filter((p) => p.pageId.trim() || p.name.trim()).map((p) => ({ pageId: p.pageId.trim(), name: p.name.trim() })),
  };
}

/** A column of PairRows: the row's property, the aria-label of its input in row n (from 1), … */
interface Column { key: string; label(n: number): string; placeholder: string; maxLength: number }

/** Rows of two text inputs (settings: key and value; facebook pages: id and name), added and removed. */
function PairRows({ name, first, second, addLabel, noun }: {
  name: 'settings' | 'facebookPages';
  first: Column;
  second: Column;
  addLabel: string; noun: string;
}) {
  const { fields, append, remove } = useFieldArray<CustomerValues, typeof name>({ name });
  return (
    <Stack gap="2">
      {fields.map((f, i) => <PairRow key={f.id} index={i} name={name} first={first} second={second} noun={noun} onRemove={() => remove(i)} />)}
      <HStack>
        <Button size="sm" variant="outline" onClick={() => append({ [first.key]: '', [second.key]: '' } as never)}><LuPlus /> {addLabel}</Button>
      </HStack>
    </Stack>
  );
}

function PairRow({ index, name, first, second, noun, onRemove }: {
  index: number; name: string; noun: string; onRemove(): void;
  first: Column;
  second: Column;
}) {
  const { register } = useFormContext();
  const firstError = useFieldError(`${name}.${index}.${first.key}`);
  const secondError = useFieldError(`${name}.${index}.${second.key}`);
  const error = firstError ?? secondError;
  return (
    <Field.Root invalid={!!error}>
      <HStack w="full">
        <Input {...register(`${name}.${index}.${first.key}`)} aria-label={first.label(index + 1)} placeholder={first.placeholder} maxLength={first.maxLength} />
        <Input {...register(`${name}.${index}.${second.key}`)} aria-label={second.label(index + 1)} placeholder={second.placeholder} maxLength={second.maxLength} />
        <IconButton aria-label={`Remove ${noun} ${index + 1}`} variant="ghost" colorPalette="red" onClick={onRemove}><LuTrash2 /></IconButton>
      </HStack>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export function CustomerForm({ initial, submitLabel, save, saved }: {
  initial: CustomerValues; submitLabel: string;
  save(values: CustomerValues): Promise<SaveAnswer<Customer>>;
  saved(customer: Customer): unknown;
}) {
  const form = useApiForm<CustomerValues, Customer>({ defaultValues: initial, validate: validateCustomer, save, saved });
  return (
    <Form form={form} gap="5">
      <TextField name="name" label="Name" required maxLength={200} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name="email" label="E-mail" type="email" maxLength={254} />
        <TextField name="website" label="Website" type="url" maxLength={2000} placeholder="https://" />
      </SimpleGrid>

      <Heading size="sm">Country and currency</Heading>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
        <TextField name="countryCode" label="Country code" maxLength={2} upperCase helper="Phone numbers are checked for it" />
        <TextField name="taxCode" label="Tax code" maxLength={20} />
        <TextField name="currencyCode" label="Currency" maxLength={3} upperCase />
        <TextField name="currencySuffix" label="Currency suffix" maxLength={10} />
      </SimpleGrid>

      <Heading size="sm">Sharing</Heading>
      <HStack gap="6" wrap="wrap">
        <SwitchField name="campaigns" label="Campaigns" />
        <SwitchField name="listings" label="Listings" />
        <SwitchField name="resources" label="Resources" />
      </HStack>
      <CheckboxesField name="widgets" legend="Allowed sharing widgets" inputName={(w) => `widget-${w}`}
        options={SHARING_WIDGETS.map((w) => ({ value: w, label: w }))} />
      <TextField name="imageAdLimit" label="Image ad limit" type="number" min={IMAGE_AD_LIMIT_MIN} max={IMAGE_AD_LIMIT_MAX} maxW="32"
        helper={`The most images an image campaign may have (${IMAGE_AD_LIMIT_MIN}–${IMAGE_AD_LIMIT_MAX})`} />

      <Fieldset.Root>
        <Fieldset.Legend>Settings</Fieldset.Legend>
        <PairRows name="settings" noun="setting" addLabel="Add setting"
          first={{ key: 'key', label: (n) => `Setting ${n} key`, placeholder: 'Key, e.g. hide-sponsored-by', maxLength: 100 }}
          second={{ key: 'value', label: (n) => `Setting ${n} value`, placeholder: 'Value', maxLength: 2000 }} />
      </Fieldset.Root>

      <TextField name="reportDomains" label="Report domains" multiline rows={2} helper="One per line, e.g. reports.example.com" />

      <Fieldset.Root>
        <Fieldset.Legend>Facebook pages</Fieldset.Legend>
        <PairRows name="facebookPages" noun="facebook page" addLabel="Add page"
          first={{ key: 'pageId', label: (n) => `Facebook page ${n} id`, placeholder: 'Page id (digits)', maxLength: 40 }}
          second={{ key: 'name', label: (n) => `Facebook page ${n} name`, placeholder: 'Page name', maxLength: 200 }} />
        <Text fontSize="xs" color="fg.muted">An agent's facebook page is chosen from these.</Text>
      </Fieldset.Root>

      <HStack><SubmitButton>{submitLabel}</SubmitButton></HStack>
    </Form>
  );
}
