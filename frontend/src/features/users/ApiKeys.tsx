// A user's API keys: generate one with a name, an optional expiry and some of the user's roles (the
// secret is shown once, in a dialog); the list shows each key's roles, expiry, last use and creation;
// revoke. identity refuses roles the user lacks and an expiry past 365 days too.
import { useState } from 'react';
import { Badge, Code, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { LuKeyRound, LuTrash2 } from 'react-icons/lu';
import { useCreateApiKey, useListApiKeys, useRevokeApiKey, type ApiKey, type CreatedApiKey, type Role, type User } from '../../lib/api/generated/identity.ts';
import { problemMessage } from '../../lib/api/problem.ts';
import { useApiForm } from '../../lib/forms/useApiForm.ts';
import { useDialogs } from '../../components/Dialogs.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { Form } from '../../components/form/Form.tsx';
import { CheckboxesField, SubmitButton, TextField } from '../../components/form/fields.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { ShownOnceSecretDialog } from '../../components/ShownOnceSecretDialog.tsx';
import { formatDate, formatDateTime } from '../../constants.ts';

/** identity's limit (openapi: CreateApiKeyRequest.expiresAt): a key lives at most 365 days. */
export const API_KEY_MAX_DAYS = 365;
const DAY_MS = 24 * 3600 * 1000;

export const API_KEY_MESSAGES = {
  nameRequired: 'Please enter a name for the API key.',
  rolesRequired: 'Please choose at least one role.',
  expiryInPast: 'The expiry must be a day after today.',
  expiryTooFar: `An API key expires at most ${API_KEY_MAX_DAYS} days from now.`,
  noRole: 'A user with no role gets no API key: grant a role first.',
};

interface ApiKeyValues { name: string; expiresOn: string; roles: Role[] }

/** A YYYY-MM-DD day as the end of that day in local time (the key works through the day chosen). */
export const endOfDay = (day: string) => new Date(`${day}T23:59:59`);
const dayOf = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export function checkApiKey(v: ApiKeyValues, now = new Date()) {
  const expiry = v.expiresOn ? endOfDay(v.expiresOn) : undefined;
  return {
    name: v.name.trim() ? undefined : API_KEY_MESSAGES.nameRequired,
    roles: v.roles.length ? undefined : API_KEY_MESSAGES.rolesRequired,
    expiresOn: !expiry ? undefined
      : !(expiry.getTime() > now.getTime()) || dayOf(expiry) === dayOf(now) ? API_KEY_MESSAGES.expiryInPast
        : expiry.getTime() > now.getTime() + API_KEY_MAX_DAYS * DAY_MS ? API_KEY_MESSAGES.expiryTooFar
          : undefined,
  };
}

const isExpired = (k: ApiKey) => !!k.expiresAt && Date.parse(k.expiresAt) <= Date.now();

function NewApiKeyForm({ user, onCreated }: { user: User; onCreated(secret: string): void }) {
  const createApiKey = useCreateApiKey();
  const tomorrow = dayOf(new Date(Date.now() + DAY_MS));
  const lastDay = dayOf(new Date(Date.now() + (API_KEY_MAX_DAYS - 1) * DAY_MS));
  const form = useApiForm<ApiKeyValues, CreatedApiKey>({
    defaultValues: { name: '', expiresOn: '', roles: user.roles },
    validate: (v) => checkApiKey(v),
    save: (v) => createApiKey({
      body: { userId: user.id, name: v.name.trim(), roles: v.roles, ...(v.expiresOn ? { expiresAt: endOfDay(v.expiresOn).toISOString() } : {}) },
    }),
    // identity's messages about the expiry are shown at the day picked.
    fieldOf: (path) => (path === '/body/expiresAt' ? 'expiresOn' : undefined),
    saved: (created) => {
      form.reset({ name: '', expiresOn: '', roles: user.roles });
      onCreated(created.apiKey);
    },
  });
  return (
    <Form form={form} gap="3" maxW="lg" errorTestId="api-key-error">
      <TextField name="name" label="Key name" required maxLength={100} placeholder="e.g. Partner feed" aria-label="API key name" />
      <TextField name="expiresOn" label="Expires on" type="date" min={tomorrow} max={lastDay} aria-label="API key expiry"
        helper={`Optional: the key works through this day, at most ${API_KEY_MAX_DAYS} days ahead. Without one it works until revoked.`} />
      <CheckboxesField name="roles" legend="Roles of the key" inputName={(role) => `api-key-role-${role}`}
        options={user.roles.map((role) => ({ value: role, label: role }))}>
        <Text color="fg.muted" fontSize="sm">Its tokens may do what these roles allow, and never more than the user.</Text>
      </CheckboxesField>
      <HStack><SubmitButton><LuKeyRound /> Generate API key</SubmitButton></HStack>
    </Form>
  );
}

export function ApiKeys({ user }: { user: User }) {
  const dialogs = useDialogs();
  const keys = useListApiKeys({ params: { query: { userId: user.id } } });
  const revokeApiKey = useRevokeApiKey();
  const [secret, setSecret] = useState<string | null>(null);

  const revoke = async (key: ApiKey) => {
    if (!(await dialogs.confirm(`Revoke the API key "${key.name}" (${key.prefix})?`))) return;
    const { response, error } = await revokeApiKey({ params: { path: { apiKeyId: key.id } } });
    if (!response.ok) dialogs.error(problemMessage(error));
  };
  const columns: Column<ApiKey>[] = [
    { key: 'name', header: 'Name', render: (k) => k.name },
    { key: 'prefix', header: 'Prefix', render: (k) => <Code>{k.prefix}</Code> },
    { key: 'roles', header: 'Roles', render: (k) => k.roles.join(', ') },
    { key: 'expires', header: 'Expires', render: (k) => (isExpired(k)
      ? <Badge colorPalette="red">Expired {formatDate(k.expiresAt)}</Badge>
      : formatDateTime(k.expiresAt) || 'Never') },
    { key: 'used', header: 'Last used', render: (k) => formatDateTime(k.lastUsedAt) || 'Never' },
    { key: 'created', header: 'Created', render: (k) => formatDate(k.createdAt) },
    { key: 'revoke', header: '', render: (k) => (
      <IconButton aria-label="Revoke" size="xs" variant="ghost" colorPalette="red" onClick={() => void revoke(k)}><LuTrash2 /></IconButton>
    ) },
  ];

  return (
    <Stack gap="4">
      {user.roles.length
        // Its roles are the user's: a change of the user's roles starts the form again.
        ? <NewApiKeyForm key={user.updatedAt} user={user} onCreated={setSecret} />
        : <Text color="fg.muted" fontSize="sm" data-testid="api-key-no-role">{API_KEY_MESSAGES.noRole}</Text>}
      <QueryState query={keys} loading={<DataTable columns={columns} rows={undefined} loading />} refusalFirst>
        {(data) => <DataTable columns={columns} rows={data.items} empty="No API keys." />}
      </QueryState>
      <ShownOnceSecretDialog secret={secret} onClose={() => setSecret(null)} testId="api-key-secret" />
    </Stack>
  );
}
