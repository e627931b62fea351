// The LLA tag form's source audiences: the custom audiences of each social account the customer may use (its
// own, then the shared ones), as checkboxes grouped by account, over the form's `sourceAudienceIds`. A chosen
// audience none of the accounts lists any more is shown on its own, so it can be taken off (the server refuses
// it: 'Custom audience not found.', shown at this field).
import { useCallback, useEffect, useState } from 'react';
import { Checkbox, Fieldset, Stack, Text } from '@chakra-ui/react';
import { useController } from 'react-hook-form';
import { useListAdAccounts, useListCustomAudiences, type AdAccount } from '../../lib/api/generated/ads.ts';
import { listQuery } from '../../lib/api/lists.ts';
import { problemMessage } from '../../lib/api/problem.ts';
import { useFieldError } from '../../components/form/fields.tsx';
import { LLA_TAG_MESSAGES } from './messages.ts';
import { sourceAccounts, unlistedChoices } from './sources.ts';

const NAME = 'sourceAudienceIds';
/** The most accounts and audiences a page of their lists holds (their specs' largest page size). */
const MOST = 100;

function Choice({ id, label, detail, checked, onToggle }: { id: string; label: string; detail?: string; checked: boolean; onToggle(id: string, on: boolean): void }) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(e) => onToggle(id, !!e.checked)}>
      <Checkbox.HiddenInput name={`source-${id}`} />
      <Checkbox.Control />
      <Checkbox.Label>{label}{detail && <Text as="span" color="fg.muted" fontSize="xs" ms="2">{detail}</Text>}</Checkbox.Label>
    </Checkbox.Root>
  );
}

function AccountAudiences({ account, chosen, onToggle, onListed }: {
  account: AdAccount; chosen: readonly string[]; onToggle(id: string, on: boolean): void; onListed(accountId: string, ids: string[]): void;
}) {
  const { data, error } = useListCustomAudiences({ params: { path: { adAccountId: account.id }, query: listQuery('listCustomAudiences', { limit: MOST }) } });
  useEffect(() => { if (data) onListed(account.id, data.items.map((a) => a.id)); }, [data, account.id, onListed]);
  return (
    <Stack gap="1" data-testid={`source-account-${account.id}`}>
      <Text fontSize="sm" fontWeight="medium">{account.name} ({account.accountId}){account.customerId === null ? ' · shared' : ''}</Text>
      {error ? <Text fontSize="sm" color="fg.error">{problemMessage(error.problem, error.message)}</Text>
        : !data ? <Text fontSize="sm" color="fg.muted">Loading…</Text>
          : data.items.length === 0 ? <Text fontSize="sm" color="fg.muted">{LLA_TAG_MESSAGES.noAudiences}</Text>
            : data.items.map((a) => (
              <Choice key={a.id} id={a.id} label={a.name} checked={chosen.includes(a.id)} onToggle={onToggle}
                detail={a.approximateCount === null ? undefined : `about ${a.approximateCount.toLocaleString('en-NZ')} people`} />
            ))}
      {data && data.count > data.items.length && (
        <Text fontSize="xs" color="fg.muted">The first {data.items.length} of {data.count} audiences, by name.</Text>
      )}
    </Stack>
  );
}

export function SourceAudiencesField({ customerId }: { customerId: string }) {
  const { field } = useController({ name: NAME });
  const error = useFieldError(NAME);
  const chosen: string[] = field.value ?? [];
  const own = useListAdAccounts({ params: { query: listQuery('listAdAccounts', { limit: MOST, customerId }) } });
  const any = useListAdAccounts({ params: { query: listQuery('listAdAccounts', { limit: MOST }) } });
  const accounts = own.data && any.data ? sourceAccounts(own.data.items, any.data.items, customerId) : undefined;
  // What each account lists, once loaded: a choice none of them lists is shown apart.
  const [listedBy, setListedBy] = useState<Record<string, string[]>>({});
  const onListed = useCallback((accountId: string, ids: string[]) => setListedBy((all) => ({ ...all, [accountId]: ids })), []);
  const allListed = !!accounts && accounts.every((a) => listedBy[a.id]);
  const unlisted = allListed ? unlistedChoices(chosen, new Set(accounts.flatMap((a) => listedBy[a.id] ?? []))) : [];
  const onToggle = (id: string, on: boolean) => field.onChange(on ? [...chosen, id] : chosen.filter((v) => v !== id));
  const loadError = own.error ?? any.error;
  return (
    <Fieldset.Root invalid={!!error}>
      <Fieldset.Legend>Source audiences</Fieldset.Legend>
      <Fieldset.HelperText>{LLA_TAG_MESSAGES.sourcesHelper}</Fieldset.HelperText>
      <Stack gap="3" maxH="72" overflowY="auto">
        {loadError ? <Text fontSize="sm" color="fg.error">{problemMessage(loadError.problem, loadError.message)}</Text>
          : !accounts ? <Text fontSize="sm" color="fg.muted">Loading…</Text>
            : accounts.length === 0 ? <Text fontSize="sm" color="fg.muted">{LLA_TAG_MESSAGES.noAccounts}</Text>
              : accounts.map((a) => <AccountAudiences key={a.id} account={a} chosen={chosen} onToggle={onToggle} onListed={onListed} />)}
        {unlisted.length > 0 && (
          <Stack gap="1" data-testid="source-unlisted">
            <Text fontSize="sm" fontWeight="medium">{LLA_TAG_MESSAGES.unknownAudience}</Text>
            {unlisted.map((id) => <Choice key={id} id={id} label={id} checked onToggle={onToggle} />)}
          </Stack>
        )}
      </Stack>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
