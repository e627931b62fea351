// /creative-templates/shared-assets, …/create and …/{creativeTemplateFileId} (003 §2 shared assets): the fonts
// and icons every template may use. The list shows each one's preview, searched by key or file name, 25 a page
// (50, 100). The editor: file name, asset key (shown camel-cased, as the server stores it), and the upload
// (10 MB at most; an image becomes an ICON, anything else a FONT) with 'Asset uploaded.'; delete asks first.
import { useRef, useState } from 'react';
import { Badge, Button, Card, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useWatch } from 'react-hook-form';
import { LuPlus } from 'react-icons/lu';
import {
  useCreateSharedAsset, useDeleteSharedAsset, useGetSharedAsset, useListSharedAssets, useUpdateSharedAsset, type CreativeTemplateFile,
} from '../../lib/api/generated/creative.ts';
import { listQuery, pageSizeOf } from '../../lib/api/lists.ts';
import { problemLines } from '../../lib/api/problem.ts';
import { useApiForm, type SaveAnswer } from '../../lib/forms/useApiForm.ts';
import { useUnsavedChanges } from '../../lib/forms/unsavedChanges.tsx';
import { BackButton } from '../../components/BackButton.tsx';
import type { Column } from '../../components/DataTable.tsx';
import { DeleteAndBack } from '../../components/DeleteAndBack.tsx';
import { useDialogs } from '../../components/Dialogs.tsx';
import { EditPage } from '../../components/EditPage.tsx';
import { Form } from '../../components/form/Form.tsx';
import { SubmitButton, TextField } from '../../components/form/fields.tsx';
import { FormField } from '../../components/FormField.tsx';
import { ListPage } from '../../components/ListPage.tsx';
import { useListSearch } from '../../components/ListSearch.tsx';
import { FormCard, Page } from '../../components/Page.tsx';
import { Select } from '../../components/Select.tsx';
import { useDeleteAndLeave } from '../../components/useDeleteAndLeave.ts';
import { CREATIVE_PAGE_SIZES } from '../creative-templates/constants.ts';
import { uploadProblem } from '../creative-templates/uploadChecks.ts';
import { useUploadAsset } from '../creative-templates/uploadAsset.ts';
import { AssetPreview } from './AssetPreview.tsx';
import { camelCase } from './assetKey.ts';
import { SHARED_ASSET_MESSAGES, SPEC_MESSAGES } from './messages.ts';
import { SHARED_ASSET_PATHS, sharedAssetEditPath } from './paths.ts';

const BACK = { to: SHARED_ASSET_PATHS.list, label: 'Back to shared assets' };
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._ -]*$/;
/** A save stopped here (the file is missing or refused, said at its field): nothing more to show. */
const STOPPED = Symbol('stopped');

export function SharedAssetsListPage() {
  const navigate = useNavigate();
  const s = useListSearch();
  const [limit, setLimit] = useState<number>(pageSizeOf('listSharedAssets'));
  const query = useListSharedAssets({ params: { query: { ...listQuery('listSharedAssets', { page: s.page, search: s.search }), limit } } });
  const columns: Column<CreativeTemplateFile>[] = [
    { key: 'preview', header: 'Preview', render: (a) => <AssetPreview asset={a} /> },
    { key: 'key', header: 'Asset key', render: (a) => <Text fontWeight="medium">{a.assetKey}</Text> },
    { key: 'file', header: 'File name', render: (a) => a.fileName },
    { key: 'type', header: 'Type', render: (a) => (a.assetType ? <Badge colorPalette={a.assetType === 'ICON' ? 'purple' : 'blue'}>{a.assetType}</Badge> : '') },
  ];
  return (
    <ListPage title={SHARED_ASSET_MESSAGES.listTitle} actions={(
      <Button asChild size="sm" colorPalette="blue"><RouterLink to={SHARED_ASSET_PATHS.create}><LuPlus /> Create shared asset</RouterLink></Button>
    )} list={s} query={query} search={{ label: 'Search shared assets', placeholder: 'Key or file name', searchingText: 'Searching shared assets...' }}
      filters={(
        <Select name="pageSize" aria-label="Page size" value={String(limit)} onChange={(v) => { setLimit(Number(v)); s.setPage(1); }}
          options={CREATIVE_PAGE_SIZES.map((n) => ({ value: String(n), label: `${n} a page` }))} />
      )}
      columns={columns} pageSize={limit} empty="No shared assets found." onOpen={(a) => navigate(sharedAssetEditPath(a.id))} />
  );
}

interface AssetValues { fileName: string; assetKey: string }

function StoredKey() {
  const typed = useWatch<AssetValues, 'assetKey'>({ name: 'assetKey' });
  const key = camelCase(typed ?? '');
  return key ? <Text fontSize="xs" color="fg.muted" data-testid="stored-key">{SHARED_ASSET_MESSAGES.storedAs(key)}</Text> : null;
}

function SharedAssetForm({ asset, onSaved }: { asset?: CreativeTemplateFile; onSaved?(a: CreativeTemplateFile): void }) {
  const dialogs = useDialogs();
  const createAsset = useCreateSharedAsset();
  const updateAsset = useUpdateSharedAsset();
  const uploadAsset = useUploadAsset();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | undefined>();
  const [fileError, setFileError] = useState<string | undefined>();
  // A ref, not the state: a save that sent (or had refused) the file moves to the edit page in the same tick,
  // before a render could clear the state, and the guard would ask to leave changes that are saved.
  const unsent = useRef<File | undefined>(undefined);
  useUnsavedChanges(() => unsent.current !== undefined);
  /** How the last save went with its file: the bytes sent, refused (said in a dialog), or none chosen. */
  const upload = useRef<'sent' | 'refused' | 'none'>('none');

  const save = async (v: AssetValues): Promise<SaveAnswer<CreativeTemplateFile>> => {
    upload.current = 'none';
    const refusal = file ? uploadProblem(file) : asset ? undefined : SHARED_ASSET_MESSAGES.fileRequired;
    if (refusal) {
      setFileError(refusal);
      return { error: STOPPED };
    }
    const body = { fileName: v.fileName.trim(), assetKey: v.assetKey.trim() };
    const answer = asset
      ? await updateAsset({ params: { path: { creativeTemplateFileId: asset.id } }, body })
      // The server sets the type again from the bytes; this is its guess from the file's kind (003 §5).
      : await createAsset({ body: { ...body, assetType: file?.type.startsWith('image/') ? 'ICON' : 'FONT' } });
    if (!answer.data || !file) return answer;
    const sent = await uploadAsset(answer.data.id, file, asset?.creativeTemplateAsset != null);
    unsent.current = undefined;
    if (sent.error !== undefined) {
      // The asset is saved without its bytes: a dialog (it outlives the move to the edit page) says why, and the
      // user uploads again there.
      upload.current = 'refused';
      dialogs.error({ message: sent.error, ok: true });
      return { data: answer.data };
    }
    upload.current = 'sent';
    setFile(undefined);
    if (input.current) input.current.value = '';
    return { data: sent.data };
  };

  const form = useApiForm<AssetValues, CreativeTemplateFile>({
    defaultValues: { fileName: asset?.fileName ?? '', assetKey: asset?.assetKey ?? '' },
    validate: (v) => ({
      fileName: !v.fileName.trim() ? SHARED_ASSET_MESSAGES.fileNameRequired : FILE_NAME.test(v.fileName.trim()) ? undefined : SHARED_ASSET_MESSAGES.fileNameInvalid,
      assetKey: camelCase(v.assetKey) ? undefined : SHARED_ASSET_MESSAGES.assetKeyRequired,
    }),
    save,
    refused: (answer, show) => { if (answer.error !== STOPPED) show(problemLines(answer.error, SPEC_MESSAGES.somethingWentWrong).join(' ')); },
    saved: (a) => {
      if (upload.current === 'sent') dialogs.success({ message: SPEC_MESSAGES.assetUploaded, ok: true });
      else if (upload.current === 'none') dialogs.success(SPEC_MESSAGES.savedSuccessfully);
      onSaved?.(a);
    },
  });

  const choose = (chosen: File | undefined) => {
    unsent.current = chosen;
    setFile(chosen);
    setFileError(chosen && uploadProblem(chosen));
    if (chosen && !form.getValues('fileName').trim()) form.setValue('fileName', chosen.name);
  };
  return (
    <Form form={form} errorTestId="shared-asset-error">
      <FormField label={asset?.creativeTemplateAsset ? 'Replace the file' : 'File'} required={!asset} error={fileError}
        helper="A font (e.g. .woff2, .ttf) or an icon image; 10 MB at most.">
        <Input ref={input} type="file" aria-label="File to upload" p="1" onChange={(e) => choose(e.target.files?.[0])} />
      </FormField>
      <TextField name="fileName" label="File name" required maxLength={200} helper="The name templates refer to it by, e.g. brand-sans.woff2." />
      <Stack gap="1">
        <TextField name="assetKey" label="Asset key" required maxLength={200} />
        <StoredKey />
      </Stack>
      <HStack><SubmitButton>{asset ? 'Save shared asset' : 'Create shared asset'}</SubmitButton></HStack>
    </Form>
  );
}

export function SharedAssetCreatePage() {
  const navigate = useNavigate();
  return (
    <Page title="Create shared asset" actions={<BackButton {...BACK} />}>
      <FormCard maxW="2xl"><SharedAssetForm onSaved={(a) => navigate(sharedAssetEditPath(a.id), { replace: true })} /></FormCard>
    </Page>
  );
}

export function SharedAssetEditPage() {
  const { creativeTemplateFileId = '' } = useParams();
  const dialogs = useDialogs();
  const query = useGetSharedAsset({ params: { path: { creativeTemplateFileId } } });
  const deleteAndLeave = useDeleteAndLeave(SHARED_ASSET_PATHS.list);
  const deleteAsset = useDeleteSharedAsset();
  const remove = async (a: CreativeTemplateFile) => {
    const answer = await deleteAsset({ params: { path: { creativeTemplateFileId: a.id } } });
    if (answer.response.ok) dialogs.success(SPEC_MESSAGES.deletedSuccessfully);
    return answer;
  };
  return (
    <EditPage query={query} noun="shared asset" back={BACK} title={(a) => a.assetKey ?? a.fileName}
      actions={(a) => <DeleteAndBack {...BACK} onDelete={() => deleteAndLeave(SHARED_ASSET_MESSAGES.deleteAsset(a.assetKey ?? a.fileName), () => remove(a))} />}>
      {(a) => (
        <Stack gap="5">
          <Card.Root maxW="2xl"><Card.Body>
            <Stack gap="2" data-testid="shared-asset-preview">
              <HStack>{a.assetType && <Badge>{a.assetType}</Badge>}<Text fontSize="sm" color="fg.muted">{a.creativeTemplateAsset?.originalFileName}</Text></HStack>
              <AssetPreview asset={a} size="lg" />
            </Stack>
          </Card.Body></Card.Root>
          <FormCard maxW="2xl"><SharedAssetForm key={a.updatedAt} asset={a} /></FormCard>
        </Stack>
      )}
    </EditPage>
  );
}
