// /ad-accounts and /gdn-accounts (000 §2 "Ad accounts", 001 §2, §6, §7: admin, operations): the social (Meta)
// and display-network (Google) accounts campaigns run on, 25 a page, searched by name or account id, filtered
// by customer. An account is added and changed in a dialog over the list (the spec's routes are the lists
// only); its credentials are write-only ('Stored' when it has some), a social account shows the minimum daily
// budget its network accepts, and unlinking asks first and shows the server's refusal ('This ad account has
// running campaigns.').
import { useState } from 'react';
import { Badge, Button, HStack, IconButton, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { LuPlus, LuTrash2, LuUsers } from 'react-icons/lu';
import {
  useCreateAdAccount, useCreateGdnAccount, useDeleteAdAccount, useDeleteGdnAccount, useGetAdAccountMinimumBudget, useListAdAccounts,
  useListGdnAccounts, useUpdateAdAccount, useUpdateGdnAccount, type AccountKind, type AdAccount,
} from '../../lib/api/generated/ads.ts';
import { useListCustomerOptions } from '../../lib/api/generated/customer.ts';
import { listQuery, nameMap, pageSizeOf } from '../../lib/api/lists.ts';
import { problemMessage } from '../../lib/api/problem.ts';
import { useApiForm } from '../../lib/forms/useApiForm.ts';
import type { Column } from '../../components/DataTable.tsx';
import { useDialogs } from '../../components/Dialogs.tsx';
import { FormField } from '../../components/FormField.tsx';
import { Form } from '../../components/form/Form.tsx';
import { SelectField, SubmitButton, TextField } from '../../components/form/fields.tsx';
import { ListPage } from '../../components/ListPage.tsx';
import { useListSearch } from '../../components/ListSearch.tsx';
import { Select, toOptions } from '../../components/Select.tsx';
import { formatMoney, MESSAGES } from '../../constants.ts';
import { TIME_ZONE_CHOICES } from '../campaign-templates/constants.ts';
import { accountValues, checkAccount, createBody, updateBody, type AccountValues } from './accountForm.ts';
import { CREDENTIAL_FIELDS, KIND_TEXTS, PROVIDER_LABELS, PROVIDERS_OF } from './constants.ts';
import { FormDialog } from './FormDialog.tsx';
import { AD_ACCOUNT_MESSAGES } from './messages.ts';
import { customAudiencesPath } from './paths.ts';

const LIST_OPERATION = { social: 'listAdAccounts', display: 'listGdnAccounts' } as const;

/** Both kinds' calls, so a page of either kind calls the same hooks in the same order. */
function useAccountCalls(kind: AccountKind) {
  const createSocial = useCreateAdAccount();
  const createDisplay = useCreateGdnAccount();
  const updateSocial = useUpdateAdAccount();
  const updateDisplay = useUpdateGdnAccount();
  const deleteSocial = useDeleteAdAccount();
  const deleteDisplay = useDeleteGdnAccount();
  return {
    create: (values: AccountValues) => (kind === 'social' ? createSocial({ body: createBody(values) }) : createDisplay({ body: createBody(values) })),
    update: (id: string, values: AccountValues) => (kind === 'social'
      ? updateSocial({ params: { path: { adAccountId: id } }, body: updateBody(values) })
      : updateDisplay({ params: { path: { gdnAccountId: id } }, body: updateBody(values) })),
    remove: (id: string) => (kind === 'social'
      ? deleteSocial({ params: { path: { adAccountId: id } } })
      : deleteDisplay({ params: { path: { gdnAccountId: id } } })),
  };
}

export function AccountsListPage({ kind }: { kind: AccountKind }) {
  const texts = KIND_TEXTS[kind];
  const dialogs = useDialogs();
  const calls = useAccountCalls(kind);
  const s = useListSearch();
  const [customerId, setCustomerId] = useState('');
  const [editing, setEditing] = useState<AdAccount | 'new' | null>(null);
  const { data: customers } = useListCustomerOptions();
  const customerNames = nameMap(customers?.items);
  const query = { params: { query: listQuery(LIST_OPERATION[kind], { page: s.page, search: s.search, customerId }) } };
  const social = useListAdAccounts(kind === 'social' ? query : null);
  const display = useListGdnAccounts(kind === 'display' ? query : null);
  const list = kind === 'social' ? social : display;

  const unlink = async (account: AdAccount) => {
    if (!(await dialogs.confirm(AD_ACCOUNT_MESSAGES.deleteQuestion(account.name)))) return;
    const { response, error } = await calls.remove(account.id);
    if (!response.ok) dialogs.error(problemMessage(error));
    else setEditing(null);
  };

  const columns: Column<AdAccount>[] = [
    { key: 'name', header: 'Name', render: (a) => <Text fontWeight="medium">{a.name}</Text> },
    { key: 'accountId', header: 'Account id', render: (a) => a.accountId },
    { key: 'provider', header: 'Network', render: (a) => PROVIDER_LABELS[a.provider] },
    { key: 'customer', header: 'Customer', render: (a) => (a.customerId ? customerNames.get(a.customerId) ?? '' : <Text color="fg.muted">{AD_ACCOUNT_MESSAGES.shared}</Text>) },
    { key: 'currency', header: 'Currency', render: (a) => a.currency },
    { key: 'timezone', header: 'Time zone', render: (a) => a.timezone },
    { key: 'credentials', header: 'Credentials', render: (a) => (a.hasCredentials ? <Badge colorPalette="green">Stored</Badge> : <Text color="fg.muted">—</Text>) },
    { key: 'actions', header: '', width: '1%', render: (a) => (
      <HStack gap="1" onClick={(e) => e.stopPropagation()}>
        {kind === 'social' && (
          <IconButton asChild size="xs" variant="ghost" aria-label={`Custom audiences of ${a.name}`}>
            <RouterLink to={customAudiencesPath(a.id)}><LuUsers /></RouterLink>
          </IconButton>
        )}
        <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={`Unlink ${a.name}`} onClick={() => void unlink(a)}><LuTrash2 /></IconButton>
      </HStack>
    ) },
  ];
  return (
    <>
      <ListPage title={texts.title} actions={<Button colorPalette="blue" size="sm" onClick={() => setEditing('new')}><LuPlus /> {texts.create}</Button>}
        list={s} query={list} search={{ label: texts.search, placeholder: 'Name or account id', searchingText: 'Searching accounts...' }}
        filters={<Select name="customerFilter" aria-label="Customer" placeholder="All customers" value={customerId}
          onChange={(v) => { setCustomerId(v); s.setPage(1); }} options={toOptions(customers?.items)} />}
        columns={columns} pageSize={pageSizeOf(LIST_OPERATION[kind])} empty={texts.empty} onOpen={(a) => setEditing(a)} />
      {editing && (
        <AccountDialog kind={kind} account={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)}
          onUnlink={editing === 'new' ? undefined : () => void unlink(editing)} />
      )}
    </>
  );
}

function AccountDialog({ kind, account, onClose, onUnlink }: { kind: AccountKind; account?: AdAccount; onClose(): void; onUnlink?(): void }) {
  const texts = KIND_TEXTS[kind];
  return (
    <FormDialog title={account ? account.name : texts.create} size="lg" testId="account-dialog" onClose={onClose}>
      <Stack gap="4">
        {account && kind === 'social' && <MinimumBudget adAccountId={account.id} />}
        <AccountForm kind={kind} account={account} onSaved={onClose} onUnlink={onUnlink} />
      </Stack>
    </FormDialog>
  );
}

/** The smallest daily budget the account's network accepts (001 §7 minimum-budget), asked of the network. */
export function MinimumBudget({ adAccountId }: { adAccountId: string }) {
  const { data, error } = useGetAdAccountMinimumBudget({ params: { path: { adAccountId } } });
  return (
    <FormField label="Minimum daily budget">
      <Text data-testid="account-minimum-budget" color={error ? 'fg.muted' : undefined}>
        {data ? `${formatMoney(data.dailyMinimum, data.currency)} ${data.currency}` : error ? problemMessage(error.problem, error.message) : 'Asking the network…'}
      </Text>
    </FormField>
  );
}

function AccountForm({ kind, account, onSaved, onUnlink }: { kind: AccountKind; account?: AdAccount; onSaved(): void; onUnlink?(): void }) {
  const dialogs = useDialogs();
  const calls = useAccountCalls(kind);
  const { data: customers } = useListCustomerOptions();
  const form = useApiForm<AccountValues, AdAccount>({
    defaultValues: accountValues(kind, account),
    validate: (v) => checkAccount(v, account),
    save: (v) => (account ? calls.update(account.id, v) : calls.create(v)),
    saved: () => { dialogs.success(MESSAGES.successfullySaved); onSaved(); },
  });
  const provider = form.watch('provider');
  const providerOptions = PROVIDERS_OF[kind].map((p) => ({ value: p, label: PROVIDER_LABELS[p] }));
  const zoneOptions = TIME_ZONE_CHOICES.map((z) => ({ value: z, label: z }));
  if (account && !TIME_ZONE_CHOICES.includes(account.timezone)) zoneOptions.unshift({ value: account.timezone, label: account.timezone });
  return (
    <Form form={form}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {account
          ? <FormField label="Network"><Text py="2">{PROVIDER_LABELS[account.provider]}</Text></FormField>
          : <SelectField name="provider" label="Network" required options={providerOptions} onPick={() => form.setValue('credentials', {})} />}
        {account
          ? <FormField label="Account id"><Text py="2">{account.accountId}</Text></FormField>
          : <TextField name="accountId" label="Account id" required maxLength={20} inputMode="numeric" />}
        <TextField name="name" label="Name" required maxLength={200} />
        {account
          ? <FormField label="Currency"><Text py="2">{account.currency}</Text></FormField>
          : <TextField name="currency" label="Currency" required maxLength={3} upperCase />}
        <SelectField name="timezone" label="Time zone" options={zoneOptions} />
        <SelectField name="customerId" label="Customer" placeholder={AD_ACCOUNT_MESSAGES.shared} options={toOptions(customers?.items)} />
      </SimpleGrid>
      {CREDENTIAL_FIELDS[provider].length > 0 && (
        <Stack gap="3" data-testid="account-credentials">
          <Text fontWeight="medium">Credentials {account?.hasCredentials && <Badge ms="2" colorPalette="green">Stored</Badge>}</Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {CREDENTIAL_FIELDS[provider].map((f) => (
              <TextField key={f.name} name={`credentials.${f.name}`} label={f.label} type="password" autoComplete="new-password"
                required={f.required && !account?.hasCredentials} helper={account?.hasCredentials ? AD_ACCOUNT_MESSAGES.credentialsStored : f.helper} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      <HStack justify="space-between">
        <SubmitButton>{account ? 'Save' : KIND_TEXTS[kind].create}</SubmitButton>
        {onUnlink && <Button variant="outline" colorPalette="red" size="sm" onClick={onUnlink}><LuTrash2 /> Unlink</Button>}
      </HStack>
      {account && kind === 'social' && (
        <Link asChild fontSize="sm" color="blue.fg"><RouterLink to={customAudiencesPath(account.id)}>Custom audiences</RouterLink></Link>
      )}
    </Form>
  );
}
