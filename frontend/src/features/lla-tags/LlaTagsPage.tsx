// /customer/{customerId}/llatags (000 §2 "Customers", §6, §7: admin, operations): the customer's LLA
// (lookalike) tags, 25 a page by name, searched by name. A tag is added and changed in a dialog over the list
// (the spec's route is the list only): its name, the custom audiences it is modelled on, its country and its
// ratio (1 to 10 %). The server's refusals show at their fields, the name already taken (409) included;
// deleting asks first ('Are you sure you want to do this?').
import { useState } from 'react';
import { Button, HStack, IconButton, SimpleGrid, Text } from '@chakra-ui/react';
import { useParams } from 'react-router';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { useCreateLlaTag, useDeleteLlaTag, useListLlaTags, useUpdateLlaTag, type LlaTag } from '../../lib/api/generated/ads.ts';
import { useGetCustomer } from '../../lib/api/generated/customer.ts';
import { listQuery, pageSizeOf } from '../../lib/api/lists.ts';
import { problemMessage } from '../../lib/api/problem.ts';
import { useApiForm } from '../../lib/forms/useApiForm.ts';
import { BackButton } from '../../components/BackButton.tsx';
import type { Column } from '../../components/DataTable.tsx';
import { useDialogs } from '../../components/Dialogs.tsx';
import { EditPage } from '../../components/EditPage.tsx';
import { Form } from '../../components/form/Form.tsx';
import { SubmitButton, TextField } from '../../components/form/fields.tsx';
import { ListView } from '../../components/ListPage.tsx';
import { useListSearch } from '../../components/ListSearch.tsx';
import { formatDate, MESSAGES } from '../../constants.ts';
import { CUSTOMER_PATHS } from '../customers/paths.ts';
import { FormDialog } from '../ad-accounts/FormDialog.tsx';
import {
  checkLlaTag, countryName, createBody, llaTagFieldOf, llaTagValues, MAX_LOOKALIKE_RATIO, MIN_LOOKALIKE_RATIO, nameTakenAtName, updateBody, type LlaTagValues,
} from './llaTagForm.ts';
import { LLA_TAG_MESSAGES } from './messages.ts';
import { SourceAudiencesField } from './SourceAudiencesField.tsx';

const backToCustomers = { to: CUSTOMER_PATHS.customers, label: 'Back to customers' };
const audiencesCount = (n: number) => (n === 0 ? 'None yet' : n === 1 ? '1 audience' : `${n} audiences`);

export function LlaTagsPage() {
  const { customerId = '' } = useParams();
  const customer = useGetCustomer({ params: { path: { customerId } } });
  const [editing, setEditing] = useState<LlaTag | 'new' | null>(null);
  return (
    <EditPage query={customer} noun="customer" back={backToCustomers} title={(c) => `LLA tags · ${c.name}`} actions={(c) => (
      <>
        <Button colorPalette="blue" size="sm" onClick={() => setEditing('new')}><LuPlus /> {LLA_TAG_MESSAGES.create}</Button>
        <BackButton to={`${CUSTOMER_PATHS.customer}/${c.id}/edit`} label="Back to customer" />
      </>
    )}>
      {(c) => (
        <>
          <LlaTagList customerId={c.id} onOpen={setEditing} />
          {editing && (
            <LlaTagDialog customerId={c.id} tag={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
          )}
        </>
      )}
    </EditPage>
  );
}

/** Asks first, then deletes; a refusal shows as the server says it. Resolves whether the tag is gone. */
function useDeleteTag() {
  const dialogs = useDialogs();
  const deleteTag = useDeleteLlaTag();
  return async (tag: LlaTag) => {
    if (!(await dialogs.confirm(LLA_TAG_MESSAGES.deleteQuestion(tag.name)))) return false;
    const { response, error } = await deleteTag({ params: { path: { llaTagId: tag.id } } });
    if (!response.ok) {
      dialogs.error(problemMessage(error));
      return false;
    }
    dialogs.success(LLA_TAG_MESSAGES.deleted(tag.name));
    return true;
  };
}

function LlaTagList({ customerId, onOpen }: { customerId: string; onOpen(tag: LlaTag): void }) {
  const s = useListSearch();
  const remove = useDeleteTag();
  const query = useListLlaTags({ params: { query: listQuery('listLlaTags', { page: s.page, search: s.search, customerId }) } });
  const columns: Column<LlaTag>[] = [
    { key: 'name', header: 'Name', render: (t) => <Text fontWeight="medium">{t.name}</Text> },
    { key: 'sources', header: 'Source audiences', render: (t) => audiencesCount(t.sourceAudienceIds.length) },
    { key: 'country', header: 'Country', render: (t) => `${countryName(t.country)} (${t.country})` },
    { key: 'ratio', header: 'Ratio', render: (t) => `${t.ratio} %` },
    { key: 'updated', header: 'Updated', render: (t) => formatDate(t.updatedAt) },
    { key: 'actions', header: '', width: '1%', render: (t) => (
      <HStack gap="1" onClick={(e) => e.stopPropagation()}>
        <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={`Delete ${t.name}`}
          onClick={() => void remove(t)}><LuTrash2 /></IconButton>
      </HStack>
    ) },
  ];
  return (
    <ListView list={s} query={query} search={{ label: 'Search LLA tags', placeholder: 'Tag name', searchingText: 'Searching LLA tags...' }}
      columns={columns} pageSize={pageSizeOf('listLlaTags')} empty={LLA_TAG_MESSAGES.empty} onOpen={onOpen} />
  );
}

function LlaTagDialog({ customerId, tag, onClose }: { customerId: string; tag?: LlaTag; onClose(): void }) {
  return (
    <FormDialog title={tag ? tag.name : LLA_TAG_MESSAGES.create} size="lg" testId="lla-tag-dialog" onClose={onClose}>
      <LlaTagForm customerId={customerId} tag={tag} onDone={onClose} />
    </FormDialog>
  );
}

function LlaTagForm({ customerId, tag, onDone }: { customerId: string; tag?: LlaTag; onDone(): void }) {
  const dialogs = useDialogs();
  const create = useCreateLlaTag();
  const update = useUpdateLlaTag();
  const remove = useDeleteTag();
  const form = useApiForm<LlaTagValues, LlaTag>({
    defaultValues: llaTagValues(tag),
    validate: checkLlaTag,
    fieldOf: llaTagFieldOf,
    save: async (v) => nameTakenAtName(await (tag
      ? update({ params: { path: { llaTagId: tag.id } }, body: updateBody(v) })
      : create({ body: createBody(customerId, v) }))),
    saved: () => { dialogs.success(MESSAGES.successfullySaved); onDone(); },
  });
  const country = form.watch('country');
  return (
    <Form form={form} errorTestId="lla-tag-form-error">
      <TextField name="name" label="Name" required maxLength={100} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name="country" label="Country" required maxLength={2} upperCase
          helper={/^[A-Za-z]{2}$/.test(country.trim()) ? countryName(country) : LLA_TAG_MESSAGES.countryInvalid} />
        <TextField name="ratio" label="Ratio (%)" required type="number" inputMode="numeric" min={MIN_LOOKALIKE_RATIO} max={MAX_LOOKALIKE_RATIO} step={1}
          helper={LLA_TAG_MESSAGES.ratioHelper} />
      </SimpleGrid>
      <SourceAudiencesField customerId={customerId} />
      <HStack justify="space-between">
        <SubmitButton>{tag ? 'Save' : LLA_TAG_MESSAGES.create}</SubmitButton>
        {tag && (
          <Button variant="outline" colorPalette="red" size="sm" onClick={() => void remove(tag).then((gone) => gone && onDone())}>
            <LuTrash2 /> Delete
          </Button>
        )}
      </HStack>
    </Form>
  );
}
