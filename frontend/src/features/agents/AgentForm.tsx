// The fields of an agent (001 §3): full name, e-mail, phones (checked by the server for the customer's
// country; any invalid number blocks saving and its message shows at the number), photo, offices of
// the customer, facebook page (from the customer's pages) and distribution settings.
// 'Successfully Saved!' after saving (001 §8).
import { useRef } from 'react';
import { Heading, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import {
  useCreateAgent, useListCustomerFacebookPages, useListOffices, useUpdateAgent, type Agent, type FacebookPage, type Phone,
} from '../../lib/api/generated/customer.ts';
import { useAuth } from '../../lib/auth/auth.tsx';
import { mayCall } from '../../lib/auth/roles.ts';
import { useDialogs } from '../../components/Dialogs.tsx';
import { CustomerField } from '../../components/form/CustomerField.tsx';
import { Form } from '../../components/form/Form.tsx';
import { CheckboxesField, SelectField, SubmitButton, SwitchField, TextField } from '../../components/form/fields.tsx';
import { checkEmail, normaliseEmail } from '../../components/FormField.tsx';
import { useApiForm } from '../../lib/forms/useApiForm.ts';
import { MESSAGES, PAGE_SIZES } from '../../constants.ts';
import { AGENT_MESSAGES } from './messages.ts';
import { AdAccountsField } from '../ad-accounts/AdAccountsField.tsx';
import { PhonesField } from './PhonesField.tsx';

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
  fbAdAccountIds: string[];
  gdnAccountIds: string[];
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
  fbAdAccountIds: agent?.fbAdAccountIds ?? [],
  gdnAccountIds: agent?.gdnAccountIds ?? [],
});

/** The form's checks: a customer and a full name; an e-mail that looks like one; no empty phone row. */
const checkAgent = (v: AgentValues) => ({
  customerId: v.customerId ? undefined : MESSAGES.customerRequired,
  fullName: v.fullName.trim() ? undefined : AGENT_MESSAGES.fullNameRequired,
  email: checkEmail(v.email, { optional: true }),
  ...Object.fromEntries(v.phones.map((p, i) => [`phones.${i}.value`, p.value.trim() ? undefined : AGENT_MESSAGES.phoneRequired])),
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
  // The facebook page is chosen from the customer's pages (loaded below); the body carries the page itself.
  const customerPages = useRef<FacebookPage[] | undefined>(undefined);

  const form = useApiForm<AgentValues, Agent>({
    defaultValues: valuesOf(agent, customerId),
    validate: checkAgent,
    save: (v) => {
      const email = normaliseEmail(v.email);
      const fbPage = customerPages.current?.find((p) => p.pageId === v.fbPageId);
      const common = {
        fullName: v.fullName.trim(),
        phones: v.phones.map((p) => ({ type: p.type, value: p.value.trim() })),
        officeIds: v.officeIds,
        fbAdAccountIds: v.fbAdAccountIds,
        gdnAccountIds: v.gdnAccountIds,
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
    },
    saved: (saved) => {
      dialogs.success(MESSAGES.successfullySaved);
      onSaved?.(saved);
    },
  });

  const chosenCustomer = form.watch('customerId');
  const canListOffices = mayCall('listOffices', user?.roles);
  // The customer's offices for the checkboxes: id and name only (the field projection).
  const { data: offices } = useListOffices(chosenCustomer && canListOffices
    ? { params: { query: { page: 1, limit: PAGE_SIZES.picker, sort: 'name', customerId: chosenCustomer, fields: ['name'] } } } : null);
  const { data: pages } = useListCustomerFacebookPages(chosenCustomer ? { params: { path: { customerId: chosenCustomer } } } : null);
  customerPages.current = pages?.items;

  return (
    <Form form={form} gap="5">
      <CustomerField saved={agent?.customerId} onPick={() => { form.setValue('officeIds', []); form.setValue('fbPageId', ''); form.setValue('fbAdAccountIds', []); form.setValue('gdnAccountIds', []); }} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name="fullName" label="Full name" required maxLength={200} />
        <TextField name="email" label="E-mail" type="email" maxLength={254} />
      </SimpleGrid>
      <PhonesField />
      <TextField name="image" label="Photo URL" type="url" maxLength={2000} placeholder="https://" />
      {canListOffices && (
        <CheckboxesField name="officeIds" legend="Offices" inputName={(id) => `office-${id}`}
          options={(offices?.items ?? []).map((o) => ({ value: o.id, label: o.name ?? o.id }))}>
          {!chosenCustomer && <Text fontSize="sm" color="fg.muted">Choose a customer first.</Text>}
          {chosenCustomer && !offices?.items.length && <Text fontSize="sm" color="fg.muted">The customer has no offices.</Text>}
        </CheckboxesField>
      )}
      <AdAccountsField name="fbAdAccountIds" kind="social" customerId={chosenCustomer || undefined} />
      <AdAccountsField name="gdnAccountIds" kind="display" customerId={chosenCustomer || undefined} />
      <SelectField name="fbPageId" inputName="fbPage" label="Facebook page" placeholder="None"
        helper={chosenCustomer && !pages?.items.length ? 'The customer has no facebook pages.' : undefined}
        options={(pages?.items ?? []).map((p) => ({ value: p.pageId, label: `${p.name} (${p.pageId})` }))} />
      <Heading size="sm">Distribution settings</Heading>
      <HStack gap="6" wrap="wrap">
        <SwitchField name="enableAutoFbPost" label="Post to facebook automatically" />
        <SwitchField name="useCustomerUrlForCampaign" label="Use the customer's url for campaigns" />
      </HStack>
      <HStack><SubmitButton>{agent ? 'Save' : 'Create agent'}</SubmitButton></HStack>
    </Form>
  );
}
