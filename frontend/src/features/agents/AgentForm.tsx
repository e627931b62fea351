// The fields of an agent (001 §3): full name, e-mail, phones (checked by the server for the customer's
// country; any invalid number blocks saving and its message shows at the number), photo, offices of
// the customer, facebook page (from the customer's pages) and distribution settings.
// 'Successfully Saved!' after saving (001 §8).
import { useState } from 'react';
import { Button, Checkbox, Fieldset, Heading, HStack, Input, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import {
  useCreateAgent, useListCustomerFacebookPages, useListCustomerOptions, useListOffices, useUpdateAgent, type Agent, type Phone,
} from '../../lib/api/generated/customer.ts';
import { nameMap } from '../../lib/api/lists.ts';
import { useAuth } from '../../lib/auth/auth.tsx';
import { mayCall } from '../../lib/auth/roles.ts';
import { useDialogs } from '../../components/Dialogs.tsx';
import { useFormSubmit } from '../../components/editPage.ts';
import { EMAIL_PATTERN, FormField, normaliseEmail } from '../../components/FormField.tsx';
import { ServerError } from '../../components/ServerError.tsx';
import { Select, toOptions } from '../../components/Select.tsx';
import { MESSAGES, PAGE_SIZES } from '../../constants.ts';
import { isPhonePath, phonePath, PhonesField } from './PhonesField.tsx';

interface AgentValues {
  customerId: string;
  fullName: string;
  email: string;
  phones: Phone[];
  image: string;
  officeIds: string[];
  fbPageId: string;
  enableAutoFbPost: boolean;
  useCustomerUrlForCampaign: boolean;
}

const valuesOf = (agent: Agent | undefined, customerId: string | undefined): AgentValues => ({
  customerId: agent?.customerId ?? customerId ?? '',
  fullName: agent?.fullName ?? '',
  email: agent?.email ?? '',
  phones: agent?.phones.map((p) => ({ ...p })) ?? [],
  image: agent?.image ?? '',
  officeIds: agent?.officeIds ?? [],
  fbPageId: agent?.fbPage?.pageId ?? '',
  enableAutoFbPost: agent?.distributionSettings.enableAutoFbPost ?? false,
  useCustomerUrlForCampaign: agent?.distributionSettings.useCustomerUrlForCampaign ?? false,
});

export function AgentForm({ agent, customerId, onSaved }: {
  /** The agent to edit; without it the form creates one. */
  agent?: Agent;
  /** The customer a new agent starts with (e.g. from ?customerId=). */
  customerId?: string;
  onSaved?(agent: Agent): void;
}) {
  const dialogs = useDialogs();
  const createAgent = useCreateAgent();
  const updateAgent = useUpdateAgent();
  const { user } = useAuth();
  const [v, setV] = useState(() => valuesOf(agent, customerId));
  const set = <K extends keyof AgentValues>(k: K, value: AgentValues[K]) => setV((s) => ({ ...s, [k]: value }));

  const { data: customers } = useListCustomerOptions();
  const canListOffices = mayCall('listOffices', user?.roles);
  // The customer's offices for the checkboxes: id and name only (the field projection).
  const { data: offices } = useListOffices(v.customerId && canListOffices
    ? { params: { query: { page: 1, limit: PAGE_SIZES.picker, sort: 'name', customerId: v.customerId, fields: ['name'] } } } : null);
  const { data: pages } = useListCustomerFacebookPages(v.customerId ? { params: { path: { customerId: v.customerId } } } : null);

  const errors = {
    customerId: v.customerId ? undefined : MESSAGES.customerRequired,
    fullName: v.fullName.trim() ? undefined : MESSAGES.fullNameRequired,
    email: v.email.trim() && !EMAIL_PATTERN.test(v.email.trim()) ? MESSAGES.emailInvalid : undefined,
    phones: v.phones.some((p) => !p.value.trim()) ? MESSAGES.phoneRequired : undefined,
  };

  const form = useFormSubmit(errors, () => {
    const email = normaliseEmail(v.email);
    const fbPage = pages?.items.find((p) => p.pageId === v.fbPageId);
    const common = {
      fullName: v.fullName.trim(),
      phones: v.phones.map((p) => ({ type: p.type, value: p.value.trim() })),
      officeIds: v.officeIds,
      distributionSettings: {
        enableAutoFbPost: v.enableAutoFbPost, useCustomerUrlForCampaign: v.useCustomerUrlForCampaign,
        stores: agent?.distributionSettings.stores ?? [],
      },
    };
    return agent
      ? updateAgent({
        params: { path: { agentId: agent.id } },
        body: { ...common, email: email || null, image: v.image.trim() || null, fbPage: fbPage ?? null },
      })
      : createAgent({
        body: {
          ...common, customerId: v.customerId, ...(email ? { email } : {}), ...(v.image.trim() ? { image: v.image.trim() } : {}),
          ...(fbPage ? { fbPage } : {}),
        },
      });
  }, async (saved) => {
    dialogs.success(MESSAGES.successfullySaved);
    onSaved?.(saved);
  }, { atField: isPhonePath });
  const { submitted } = form;

  const phoneErrors: Record<number, string | undefined> = {};
  v.phones.forEach((p, i) => {
    phoneErrors[i] = (submitted && !p.value.trim() ? MESSAGES.phoneRequired : undefined) ?? form.fieldErrors[phonePath(i)];
  });

  const onPhonesChange = (phones: Phone[]) => {
    // An edited or removed number loses the server's message (it is checked again on saving).
    const kept: Record<string, string> = {};
    phones.forEach((p, i) => {
      const old = v.phones[i];
      const message = form.fieldErrors[phonePath(i)];
      if (message && old && old.value === p.value && old.type === p.type && phones.length === v.phones.length) kept[phonePath(i)] = message;
    });
    form.setFieldErrors(kept);
    set('phones', phones);
  };

  const customerName = nameMap(customers?.items).get(v.customerId);
  return (
    <form onSubmit={form.submit} noValidate>
      <Stack gap="5">
        <ServerError message={form.serverError} />
        <FormField label="Customer" error={errors.customerId} submitted={submitted} required={!agent}>
          {agent
            ? <Text py="2">{customerName ?? agent.customerId}</Text>
            : <Select name="customerId" placeholder="Choose a customer" value={v.customerId} options={toOptions(customers?.items)}
              onChange={(id) => setV((s) => ({ ...s, customerId: id, officeIds: [], fbPageId: '' }))} />}
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="Full name" error={errors.fullName} submitted={submitted} required>
            <Input name="fullName" maxLength={200} value={v.fullName} onChange={(e) => set('fullName', e.target.value)} />
          </FormField>
          <FormField label="E-mail" error={errors.email} submitted={submitted}>
            <Input name="email" type="email" maxLength={254} value={v.email} onChange={(e) => set('email', e.target.value)} />
          </FormField>
        </SimpleGrid>
        <PhonesField phones={v.phones} onChange={onPhonesChange} errors={phoneErrors} />
        <FormField label="Photo URL" submitted={submitted}>
          <Input name="image" type="url" maxLength={2000} placeholder="https://" value={v.image} onChange={(e) => set('image', e.target.value)} />
        </FormField>
        {canListOffices && (
          <Fieldset.Root>
            <Fieldset.Legend>Offices</Fieldset.Legend>
            {!v.customerId && <Text fontSize="sm" color="fg.muted">Choose a customer first.</Text>}
            {v.customerId && !offices?.items.length && <Text fontSize="sm" color="fg.muted">The customer has no offices.</Text>}
            <HStack gap="5" wrap="wrap">
              {offices?.items.map((o) => (
                <Checkbox.Root key={o.id} checked={v.officeIds.includes(o.id)}
                  onCheckedChange={(e) => set('officeIds', e.checked ? [...v.officeIds, o.id] : v.officeIds.filter((x) => x !== o.id))}>
                  <Checkbox.HiddenInput name={`office-${o.id}`} />
                  <Checkbox.Control />
                  <Checkbox.Label>{o.name}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </HStack>
          </Fieldset.Root>
        )}
        <FormField label="Facebook page" submitted={submitted}
          helper={v.customerId && !pages?.items.length ? 'The customer has no facebook pages.' : undefined}>
          <Select name="fbPage" placeholder="None" value={v.fbPageId} onChange={(id) => set('fbPageId', id)}
            options={(pages?.items ?? []).map((p) => ({ value: p.pageId, label: `${p.name} (${p.pageId})` }))} />
        </FormField>
        <Heading size="sm">Distribution settings</Heading>
        <HStack gap="6" wrap="wrap">
          <Switch.Root checked={v.enableAutoFbPost} onCheckedChange={(e) => set('enableAutoFbPost', e.checked)} colorPalette="blue">
            <Switch.HiddenInput name="enableAutoFbPost" /><Switch.Control /><Switch.Label>Post to facebook automatically</Switch.Label>
          </Switch.Root>
          <Switch.Root checked={v.useCustomerUrlForCampaign} onCheckedChange={(e) => set('useCustomerUrlForCampaign', e.checked)} colorPalette="blue">
            <Switch.HiddenInput name="useCustomerUrlForCampaign" /><Switch.Control /><Switch.Label>Use the customer's url for campaigns</Switch.Label>
          </Switch.Root>
        </HStack>
        <HStack><Button type="submit" colorPalette="blue" loading={form.busy}>{agent ? 'Save' : 'Create agent'}</Button></HStack>
      </Stack>
    </form>
  );
}
