// A user's API keys: generate one (the secret is shown once, in a dialog) and revoke.
import { useState } from 'react';
import { Button, Code, HStack, IconButton, Input, Stack } from '@chakra-ui/react';
import { LuKeyRound, LuTrash2 } from 'react-icons/lu';
import { useCreateApiKey, useListApiKeys, useRevokeApiKey, type ApiKey } from '../../lib/api/generated/identity.ts';
import { problemMessage } from '../../lib/api/problem.ts';
import { useDialogs } from '../../components/Dialogs.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { ShownOnceSecretDialog } from '../../components/ShownOnceSecretDialog.tsx';
import { formatDate } from '../../constants.ts';

export function ApiKeys({ userId }: { userId: string }) {
  const dialogs = useDialogs();
  const { data } = useListApiKeys({ params: { query: { userId } } });
  const createApiKey = useCreateApiKey();
  const revokeApiKey = useRevokeApiKey();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);

  const generate = async () => {
    setBusy(true);
    const { data: created, error } = await createApiKey({ body: { userId, name: name.trim() || 'API key' } });
    setBusy(false);
    if (!created) return dialogs.error(problemMessage(error));
    setName('');
    setSecret(created.apiKey);
  };
  const revoke = async (key: ApiKey) => {
    if (!(await dialogs.confirm(`Revoke the API key "${key.name}" (${key.prefix})?`))) return;
    const { response, error } = await revokeApiKey({ params: { path: { apiKeyId: key.id } } });
    if (!response.ok) dialogs.error(problemMessage(error));
  };
  const columns: Column<ApiKey>[] = [
    { key: 'name', header: 'Name', render: (k) => k.name },
    { key: 'prefix', header: 'Prefix', render: (k) => <Code>{k.prefix}</Code> },
    { key: 'created', header: 'Created', render: (k) => formatDate(k.createdAt) },
    { key: 'used', header: 'Last used', render: (k) => formatDate(k.lastUsedAt) || 'Never' },
    { key: 'revoke', header: '', render: (k) => (
      <IconButton aria-label="Revoke" size="xs" variant="ghost" colorPalette="red" onClick={() => void revoke(k)}><LuTrash2 /></IconButton>
    ) },
  ];

  return (
    <Stack gap="3">
      <HStack maxW="lg">
        <Input placeholder="Key name, e.g. Partner feed" aria-label="API key name" maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
        <Button onClick={() => void generate()} loading={busy} colorPalette="blue" flexShrink={0}><LuKeyRound /> Generate API key</Button>
      </HStack>
      <DataTable columns={columns} rows={data?.items} empty="No API keys." />
      <ShownOnceSecretDialog secret={secret} onClose={() => setSecret(null)} testId="api-key-secret" />
    </Stack>
  );
}
