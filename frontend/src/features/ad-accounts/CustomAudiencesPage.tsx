// /ad-account/{adAccountId}/custom-audiences (000 §2 "Ad accounts", §7: admin, operations): a social account's
// custom audiences as last synced from its network, 50 a page by name, searched by name and filtered by one tag;
// "Sync from network" pulls them again; an audience's name, description and tags are staff's to change. The
// account's minimum daily budget shows at the top: this is the account's own page.
import { useState } from 'react';
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router';
import { LuRefreshCw } from 'react-icons/lu';
import {
  useGetAdAccount, useListAdAccountAudienceTags, useListCustomAudiences, useSyncCustomAudiences, useUpdateCustomAudience, type CustomAudience,
} from '../../lib/api/generated/ads.ts';
import { listQuery, pageSizeOf } from '../../lib/api/lists.ts';
import { problemMessage } from '../../lib/api/problem.ts';
import { useApiForm } from '../../lib/forms/useApiForm.ts';
import { BackButton } from '../../components/BackButton.tsx';
import type { Column } from '../../components/DataTable.tsx';
import { useDialogs } from '../../components/Dialogs.tsx';
import { Form } from '../../components/form/Form.tsx';
import { SubmitButton, TextField } from '../../components/form/fields.tsx';
import { ListView } from '../../components/ListPage.tsx';
import { useListSearch } from '../../components/ListSearch.tsx';
import { EditPage } from '../../components/EditPage.tsx';
import { Select } from '../../components/Select.tsx';
import { formatDateTime, MESSAGES } from '../../constants.ts';
import { MinimumBudget } from './AccountPages.tsx';
import { AUDIENCE_MESSAGES, syncSummary, tagsOf } from './audiences.ts';
import { FormDialog } from './FormDialog.tsx';
import { AD_ACCOUNT_PATHS } from './paths.ts';

const back = { to: AD_ACCOUNT_PATHS.adAccounts, label: 'Back to ad accounts' };

export function CustomAudiencesPage() {
  const { adAccountId = '' } = useParams();
  const account = useGetAdAccount({ params: { path: { adAccountId } } });
  return (
    <EditPage query={account} noun="ad account" back={back} title={(a) => `Custom audiences · ${a.name}`}
      actions={(a) => <><SyncButton adAccountId={a.id} /><BackButton to={back.to} label={back.label} /></>}>
      {(a) => (
        <Stack gap="4">
          <HStack gap="8" align="start">
            <Text fontSize="sm" color="fg.muted">Account id {a.accountId} · {a.currency} · {a.timezone}</Text>
            <MinimumBudget adAccountId={a.id} />
          </HStack>
          <AudienceList adAccountId={a.id} />
        </Stack>
      )}
    </EditPage>
  );
}

function SyncButton({ adAccountId }: { adAccountId: string }) {
  const dialogs = useDialogs();
  const sync = useSyncCustomAudiences();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { data, error } = await sync({ params: { path: { adAccountId } } });
      if (data) dialogs.success(syncSummary(data));
      else dialogs.error(problemMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return <Button size="sm" variant="outline" loading={busy} onClick={() => void run()}><LuRefreshCw /> Sync from network</Button>;
}

function AudienceList({ adAccountId }: { adAccountId: string }) {
  const s = useListSearch();
  const [tag, setTag] = useState('');
  const [editing, setEditing] = useState<CustomAudience | null>(null);
  const { data: tags } = useListAdAccountAudienceTags({ params: { path: { adAccountId } } });
  const query = useListCustomAudiences({ params: { path: { adAccountId }, query: listQuery('listCustomAudiences', { page: s.page, search: s.search, tag }) } });
  const columns: Column<CustomAudience>[] = [
    { key: 'name', header: 'Name', render: (x) => <Stack gap="0"><Text fontWeight="medium">{x.name}</Text><Text fontSize="xs" color="fg.muted">{x.description}</Text></Stack> },
    { key: 'audienceId', header: 'Audience id', render: (x) => x.audienceId },
    { key: 'subtype', header: 'Kind', render: (x) => x.subtype },
    { key: 'size', header: 'Approximate size', render: (x) => (x.approximateCount === null ? '—' : x.approximateCount.toLocaleString('en-NZ')) },
    { key: 'tags', header: 'Tags', render: (x) => <HStack gap="1" wrap="wrap">{x.tags.map((t) => <Badge key={t}>{t}</Badge>)}</HStack> },
    { key: 'synced', header: 'Synced', render: (x) => formatDateTime(x.syncedAt) },
  ];
  return (
    <>
      <ListView list={s} query={query} search={{ label: 'Search audiences', placeholder: 'Audience name', searchingText: 'Searching audiences...' }}
        filters={<Select name="tagFilter" aria-label="Tag" placeholder="All tags" value={tag} onChange={(v) => { setTag(v); s.setPage(1); }}
          options={(tags?.tags ?? []).map((t) => ({ value: t, label: t }))} />}
        columns={columns} pageSize={pageSizeOf('listCustomAudiences')} empty={AUDIENCE_MESSAGES.empty} onOpen={(x) => setEditing(x)} />
      {editing && <AudienceDialog audience={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

interface AudienceValues { name: string; description: string; tags: string }

function AudienceDialog({ audience, onClose }: { audience: CustomAudience; onClose(): void }) {
  const dialogs = useDialogs();
  const update = useUpdateCustomAudience();
  const form = useApiForm<AudienceValues, CustomAudience>({
    defaultValues: { name: audience.name, description: audience.description, tags: audience.tags.join(', ') },
    validate: (v) => ({ name: v.name.trim() ? undefined : MESSAGES.nameRequired }),
    // '/body/tags/2' is about the tags field as a whole.
    fieldOf: (path) => (/^\/body\/tags(\/|$)/.test(path) ? 'tags' : undefined),
    save: (v) => update({ params: { path: { customAudienceId: audience.id } }, body: { name: v.name.trim(), description: v.description.trim(), tags: tagsOf(v.tags) } }),
    saved: () => { dialogs.success(MESSAGES.successfullySaved); onClose(); },
  });
  return (
    <FormDialog title={audience.name} onClose={onClose}>
      <Form form={form}>
        <TextField name="name" label="Name" required maxLength={200} />
        <TextField name="description" label="Description" maxLength={500} multiline rows={3} />
        <TextField name="tags" label="Tags" helper={AUDIENCE_MESSAGES.tagsHelper} />
        <HStack><SubmitButton>Save</SubmitButton></HStack>
      </Form>
    </FormDialog>
  );
}
