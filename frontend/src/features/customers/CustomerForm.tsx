// The fields of a customer (create and edit): name, contact, country (code, tax code), currency
// (code, suffix), sharing options and widgets, image ad limit, key/value settings, report domains and
// facebook pages. Defaults: NZ / GST / NZD, every sharing widget, image ad limit 10.
import { useState } from 'react';
import { Alert, Button, Checkbox, Fieldset, Heading, HStack, IconButton, Input, SimpleGrid, Stack, Switch, Text, Textarea } from '@chakra-ui/react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import type { Customer, SharingWidget } from '../../lib/api/generated/customer.ts';
import { useFormSubmit } from '../../components/editPage.ts';
import { FormField } from '../../components/FormField.tsx';
import {
  DEFAULT_CURRENCY, DEFAULT_CURRENCY_SUFFIX, DEFAULT_REGION, DEFAULT_TAX_CODE, IMAGE_AD_LIMIT_MAX, IMAGE_AD_LIMIT_MIN, MESSAGES,
  SHARING_WIDGETS,
} from '../../constants.ts';

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

export function validateCustomer(v: CustomerValues) {
  const limit = Number(v.imageAdLimit);
  const keys = v.settings.map((s) => s.key.trim());
  return {
    name: v.name.trim() ? undefined : MESSAGES.nameRequired,
    countryCode: /^[A-Z]{2}$/.test(v.countryCode) ? undefined : MESSAGES.countryCodeInvalid,
    currencyCode: /^[A-Z]{3}$/.test(v.currencyCode) ? undefined : MESSAGES.currencyCodeInvalid,
    imageAdLimit: Number.isInteger(limit) && limit >= IMAGE_AD_LIMIT_MIN && limit <= IMAGE_AD_LIMIT_MAX ? undefined : MESSAGES.imageAdLimitRange,
    settings: keys.some((k) => !k) ? MESSAGES.settingKeyRequired : new Set(keys).size !== keys.length ? MESSAGES.settingKeyDuplicate : undefined,
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

const Toggle = ({ label, checked, onChange, name }: { label: string; name: string; checked: boolean; onChange(v: boolean): void }) => (
  <Switch.Root checked={checked} onCheckedChange={(e) => onChange(e.checked)} colorPalette="blue">
    <Switch.HiddenInput name={name} />
    <Switch.Control />
    <Switch.Label>{label}</Switch.Label>
  </Switch.Root>
);

export function CustomerForm({ initial, submitLabel, onSubmit }: {
  initial: CustomerValues; submitLabel: string;
  /** Saves; resolves to an error message to show, or nothing when saved. */
  onSubmit(values: CustomerValues): Promise<string | undefined>;
}) {
  const [v, setV] = useState(initial);
  const set = <K extends keyof CustomerValues>(k: K, value: CustomerValues[K]) => setV((s) => ({ ...s, [k]: value }));
  const errors = validateCustomer(v);
  const { submitted, busy, serverError, submit } = useFormSubmit(errors, async () => {
    const message = await onSubmit(v);
    return message ? { error: message } : { data: true };
  }, () => undefined, { failed: (message, show) => show(message as string) });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5">
        {serverError && <Alert.Root status="error"><Alert.Indicator /><Alert.Title>{serverError}</Alert.Title></Alert.Root>}
        <FormField label="Name" error={errors.name} submitted={submitted} required>
          <Input name="name" maxLength={200} value={v.name} onChange={(e) => set('name', e.target.value)} />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="E-mail" submitted={submitted}>
            <Input name="email" type="email" maxLength={254} value={v.email} onChange={(e) => set('email', e.target.value)} />
          </FormField>
          <FormField label="Website" submitted={submitted}>
            <Input name="website" type="url" maxLength={2000} placeholder="https://" value={v.website} onChange={(e) => set('website', e.target.value)} />
          </FormField>
        </SimpleGrid>

        <Heading size="sm">Country and currency</Heading>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
          <FormField label="Country code" error={errors.countryCode} submitted={submitted} helper="Phone numbers are checked for it">
            <Input name="countryCode" maxLength={2} value={v.countryCode} onChange={(e) => set('countryCode', e.target.value.toUpperCase())} />
          </FormField>
          <FormField label="Tax code" submitted={submitted}>
            <Input name="taxCode" maxLength={20} value={v.taxCode} onChange={(e) => set('taxCode', e.target.value)} />
          </FormField>
          <FormField label="Currency" error={errors.currencyCode} submitted={submitted}>
            <Input name="currencyCode" maxLength={3} value={v.currencyCode} onChange={(e) => set('currencyCode', e.target.value.toUpperCase())} />
          </FormField>
          <FormField label="Currency suffix" submitted={submitted}>
            <Input name="currencySuffix" maxLength={10} value={v.currencySuffix} onChange={(e) => set('currencySuffix', e.target.value)} />
          </FormField>
        </SimpleGrid>

        <Heading size="sm">Sharing</Heading>
        <HStack gap="6" wrap="wrap">
          <Toggle name="shareCampaigns" label="Campaigns" checked={v.campaigns} onChange={(c) => set('campaigns', c)} />
          <Toggle name="shareListings" label="Listings" checked={v.listings} onChange={(c) => set('listings', c)} />
          <Toggle name="shareResources" label="Resources" checked={v.resources} onChange={(c) => set('resources', c)} />
        </HStack>
        <Fieldset.Root>
          <Fieldset.Legend>Allowed sharing widgets</Fieldset.Legend>
          <HStack gap="5" wrap="wrap">
            {SHARING_WIDGETS.map((w) => (
              <Checkbox.Root key={w} checked={v.widgets.includes(w)}
                onCheckedChange={(e) => set('widgets', e.checked ? [...v.widgets, w] : v.widgets.filter((x) => x !== w))}>
                <Checkbox.HiddenInput name={`widget-${w}`} />
                <Checkbox.Control />
                <Checkbox.Label>{w}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </HStack>
        </Fieldset.Root>
        <FormField label="Image ad limit" error={errors.imageAdLimit} submitted={submitted}
          helper={`The most images an image campaign may have (${IMAGE_AD_LIMIT_MIN}–${IMAGE_AD_LIMIT_MAX})`}>
          <Input name="imageAdLimit" type="number" min={IMAGE_AD_LIMIT_MIN} max={IMAGE_AD_LIMIT_MAX} maxW="32"
            value={v.imageAdLimit} onChange={(e) => set('imageAdLimit', e.target.value)} />
        </FormField>

        <Fieldset.Root invalid={submitted && !!errors.settings}>
          <Fieldset.Legend>Settings</Fieldset.Legend>
          <Stack gap="2">
            {v.settings.map((s, i) => (
              <HStack key={i}>
                <Input aria-label={`Setting ${i + 1} key`} placeholder="Key, e.g. hide-sponsored-by" maxLength={100} value={s.key}
                  onChange={(e) => set('settings', v.settings.map((x, j) => (j === i ? { ...x, key: e.target.value } : x)))} />
                <Input aria-label={`Setting ${i + 1} value`} placeholder="Value" maxLength={2000} value={s.value}
                  onChange={(e) => set('settings', v.settings.map((x, j) => (j === i ? { ...x, value: e.target.value } : x)))} />
                <IconButton aria-label={`Remove setting ${i + 1}`} variant="ghost" colorPalette="red"
                  onClick={() => set('settings', v.settings.filter((_, j) => j !== i))}><LuTrash2 /></IconButton>
              </HStack>
            ))}
            <HStack><Button size="sm" variant="outline" onClick={() => set('settings', [...v.settings, { key: '', value: '' }])}><LuPlus /> Add setting</Button></HStack>
          </Stack>
          {submitted && errors.settings && <Fieldset.ErrorText>{errors.settings}</Fieldset.ErrorText>}
        </Fieldset.Root>

        <FormField label="Report domains" submitted={submitted} helper="One per line, e.g. reports.example.com">
          <Textarea name="reportDomains" rows={2} value={v.reportDomains} onChange={(e) => set('reportDomains', e.target.value)} />
        </FormField>

        <Fieldset.Root>
          <Fieldset.Legend>Facebook pages</Fieldset.Legend>
          <Stack gap="2">
            {v.facebookPages.map((p, i) => (
              <HStack key={i}>
                <Input aria-label={`Facebook page ${i + 1} id`} placeholder="Page id (digits)" maxLength={40} value={p.pageId}
                  onChange={(e) => set('facebookPages', v.facebookPages.map((x, j) => (j === i ? { ...x, pageId: e.target.value } : x)))} />
                <Input aria-label={`Facebook page ${i + 1} name`} placeholder="Page name" maxLength={200} value={p.name}
                  onChange={(e) => set('facebookPages', v.facebookPages.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)))} />
                <IconButton aria-label={`Remove facebook page ${i + 1}`} variant="ghost" colorPalette="red"
                  onClick={() => set('facebookPages', v.facebookPages.filter((_, j) => j !== i))}><LuTrash2 /></IconButton>
              </HStack>
            ))}
            <HStack><Button size="sm" variant="outline" onClick={() => set('facebookPages', [...v.facebookPages, { pageId: '', name: '' }])}><LuPlus /> Add page</Button></HStack>
            <Text fontSize="xs" color="fg.muted">An agent's facebook page is chosen from these.</Text>
          </Stack>
        </Fieldset.Root>

        <HStack><Button type="submit" colorPalette="blue" loading={busy}>{submitLabel}</Button></HStack>
      </Stack>
    </form>
  );
}
