// /creative-templates/create and /creative-templates/{creativeTemplateId}/edit (003 §2 template editor): name,
// render type, description, the settings (key/value), published, the audio options (fades 3 s by default),
// the customer tags; on an existing template its files with the code editor, its preview and the two guides.
// Saving an existing template first refuses a file with neither content nor an upload ('File with empty
// content found: {fileName}'), then checks the changed HTML files' variables ('Proceed Anyway' or cancel), then
// saves the changed files and the template: 'Saved Successfully!'.
import { useState, type ReactNode } from 'react';
import { Button, Card, Heading, HStack, IconButton, Input, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useNavigate, useParams } from 'react-router';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import {
  useCreateCreativeTemplate, useDeleteCreativeTemplate, useGetCreativePageSettings, useGetCreativeTemplate, useListCreativeTemplateFiles, useUpdateCreativeTemplate,
  useUpdateCreativeTemplateFile, useValidateCreativeContent, type CreativeTemplate, type CreativeTemplateFile,
} from '../../lib/api/generated/creative.ts';
import { problemLines } from '../../lib/api/problem.ts';
import { useApiForm, type SaveAnswer } from '../../lib/forms/useApiForm.ts';
import { useUnsavedChanges } from '../../lib/forms/unsavedChanges.tsx';
import { BackButton } from '../../components/BackButton.tsx';
import { DeleteAndBack } from '../../components/DeleteAndBack.tsx';
import { useDialogs } from '../../components/Dialogs.tsx';
import { EditPage } from '../../components/EditPage.tsx';
import { Form } from '../../components/form/Form.tsx';
import { SelectField, SubmitButton, SwitchField, TextField, useFieldError } from '../../components/form/fields.tsx';
import { FormCard, Page } from '../../components/Page.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { useDeleteAndLeave } from '../../components/useDeleteAndLeave.ts';
import { RENDER_TYPES, VALIDATED_FILE_TYPES } from './constants.ts';
import { CustomerTagsField } from './CustomerTagsField.tsx';
import { FilesPanel, type Drafts } from './FilesPanel.tsx';
import { BindingsGuide, CustomFilesGuide } from './Guides.tsx';
import { CREATIVE_MESSAGES } from './messages.ts';
import { CREATIVE_TEMPLATE_PATHS, creativeTemplateEditPath } from './paths.ts';
import { PreviewPanel } from './PreviewPanel.tsx';
import { templateBody, templateValues, validateTemplate, type TemplateValues } from './templateValues.ts';
import { useUnsupportedVariablesDialog, type Unsupported } from './UnsupportedVariablesDialog.tsx';

const BACK = { to: CREATIVE_TEMPLATE_PATHS.list, label: 'Back to templates' };
/** What a save the user stopped (or a file check refused, already said in a dialog) answers: nothing more to show. */
const STOPPED = Symbol('stopped');

function SettingRows() {
  const { fields, append, remove } = useFieldArray<TemplateValues, 'settings'>({ name: 'settings' });
  const { register } = useFormContext<TemplateValues>();
  return (
    <Stack gap="2">
      <Text fontWeight="medium" fontSize="sm">Settings</Text>
      {fields.length === 0 && <Text fontSize="sm" color="fg.muted">No settings. Each setting is a variable of the template, written {'{{ key }}'}.</Text>}
      {fields.map((f, i) => <SettingRow key={f.id} index={i} register={register} onRemove={() => remove(i)} />)}
      <HStack><Button size="sm" variant="outline" onClick={() => append({ key: '', value: '' })}><LuPlus /> Add setting</Button></HStack>
    </Stack>
  );
}

function SettingRow({ index, register, onRemove }: { index: number; register: ReturnType<typeof useFormContext<TemplateValues>>['register']; onRemove(): void }) {
  const error = useFieldError(`settings.${index}.key`);
  return (
    <Stack gap="1" data-testid="template-setting">
      <HStack gap="2">
        <Input {...register(`settings.${index}.key`)} aria-label={`Key of setting ${index + 1}`} placeholder="Key, e.g. accentColour" maxW="xs" size="sm" aria-invalid={!!error} />
        <Input {...register(`settings.${index}.value`)} aria-label={`Value of setting ${index + 1}`} placeholder="Value" size="sm" />
        <IconButton aria-label={`Remove setting ${index + 1}`} size="sm" variant="ghost" colorPalette="red" onClick={onRemove}><LuTrash2 /></IconButton>
      </HStack>
      {error && <Text fontSize="xs" color="fg.error">{error}</Text>}
    </Stack>
  );
}

function AudioOptions() {
  const fadeIn = useWatch<TemplateValues, 'fadeIn'>({ name: 'fadeIn' });
  const fadeOut = useWatch<TemplateValues, 'fadeOut'>({ name: 'fadeOut' });
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="3" data-testid="audio-options">
      <Text fontWeight="medium" fontSize="sm">Audio options</Text>
      <SwitchField name="loopAudio" label="Loop the audio to the video’s end" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <Stack gap="2"><SwitchField name="fadeIn" label="Fade in" />{fadeIn && <TextField name="fadeInDuration" label="Fade-in (seconds)" inputMode="decimal" />}</Stack>
        <Stack gap="2"><SwitchField name="fadeOut" label="Fade out" />{fadeOut && <TextField name="fadeOutDuration" label="Fade-out (seconds)" inputMode="decimal" />}</Stack>
      </SimpleGrid>
    </Stack>
  );
}

/** The content a file saves with: its draft, else what it has. */
const contentOf = (f: CreativeTemplateFile, drafts: Drafts) => drafts[f.id] ?? f.content;

function TemplateForm({ template, files = [], drafts = {}, onFileSaved, onSaved, children }: {
  template?: CreativeTemplate; files?: CreativeTemplateFile[]; drafts?: Drafts;
  onFileSaved?(fileId: string): void; onSaved?(t: CreativeTemplate): void; children?: ReactNode;
}) {
  const dialogs = useDialogs();
  const createTemplate = useCreateCreativeTemplate();
  const updateTemplate = useUpdateCreativeTemplate();
  const updateFile = useUpdateCreativeTemplateFile();
  const validateContent = useValidateCreativeContent();
  const unsupported = useUnsupportedVariablesDialog();
  const renderTypes = useGetCreativePageSettings().data?.renderTypes ?? RENDER_TYPES;

  /** Whether the files may be saved: none empty, and the changed HTML's unknown variables accepted. */
  const filesMaySave = async (templateId: string): Promise<SaveAnswer<never> | null> => {
    const empty = files.find((f) => !contentOf(f, drafts) && !f.creativeTemplateAsset);
    if (empty) {
      dialogs.error(CREATIVE_MESSAGES.emptyContent(empty.fileName));
      return { error: STOPPED };
    }
    const found: Unsupported[] = [];
    for (const f of files.filter((x) => drafts[x.id] !== undefined && VALIDATED_FILE_TYPES.includes(x.fileType))) {
      const answer = await validateContent({ body: { content: drafts[f.id]!, creativeTemplateId: templateId } });
      if (!answer.data) return answer;
      if (answer.data.unsupportedVariables.length) found.push({ fileName: f.fileName, variables: answer.data.unsupportedVariables });
    }
    if (found.length && !(await unsupported.ask(found))) return { error: STOPPED };
    return null;
  };

  const save = async (v: TemplateValues): Promise<SaveAnswer<CreativeTemplate>> => {
    if (!template) return createTemplate({ body: templateBody(v) });
    const stop = await filesMaySave(template.id);
    if (stop) return stop;
    // The files first: the template's own save is refused while one of them is empty on the server.
    for (const f of files.filter((x) => drafts[x.id] !== undefined)) {
      const answer = await updateFile({ params: { path: { creativeTemplateFileId: f.id } }, body: { content: drafts[f.id]! } });
      if (!answer.data) return answer;
      onFileSaved?.(f.id);
    }
    return updateTemplate({ params: { path: { creativeTemplateId: template.id } }, body: templateBody(v) });
  };

  const form = useApiForm<TemplateValues, CreativeTemplate>({
    defaultValues: templateValues(template),
    validate: validateTemplate,
    save,
    refused: (answer, show) => { if (answer.error !== STOPPED) show(problemLines(answer.error, CREATIVE_MESSAGES.somethingWentWrong).join(' ')); },
    saved: (t) => {
      dialogs.success(CREATIVE_MESSAGES.savedSuccessfully);
      onSaved?.(t);
    },
  });
  return (
    <Form form={form} errorTestId="template-save-error">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name="name" label="Name" required maxLength={200} />
        <SelectField name="renderType" inputName="renderType" label="Render type" required options={renderTypes.map((t) => ({ value: t, label: t }))} />
      </SimpleGrid>
      <TextField name="description" label="Description" multiline rows={3} maxLength={2000} />
      <SettingRows />
      <SwitchField name="isPublished" label="Published" />
      <AudioOptions />
      <CustomerTagsField name="customerTags" />
      {children}
      <HStack><SubmitButton>{template ? 'Save template' : 'Create template'}</SubmitButton></HStack>
      {unsupported.dialog}
    </Form>
  );
}

export function CreativeTemplateCreatePage() {
  const navigate = useNavigate();
  return (
    <Page title="Create creative template" actions={<BackButton {...BACK} />}>
      <FormCard maxW="4xl">
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted">{CREATIVE_MESSAGES.createFirst}</Text>
          <TemplateForm onSaved={(t) => navigate(creativeTemplateEditPath(t.id), { replace: true })} />
        </Stack>
      </FormCard>
    </Page>
  );
}

/** An existing template: the form with its files (their drafts kept here until saved), the preview and the guides. */
function TemplateEditor({ template }: { template: CreativeTemplate }) {
  const files = useListCreativeTemplateFiles({ params: { query: { creativeTemplateId: template.id, limit: 100 } } });
  const [drafts, setDrafts] = useState<Drafts>({});
  useUnsavedChanges(() => Object.keys(drafts).length > 0);
  const setDraft = (fileId: string, content: string | undefined) => setDrafts((all) => {
    const { [fileId]: _dropped, ...rest } = all;
    return content === undefined ? rest : { ...rest, [fileId]: content };
  });
  const items = files.data?.items ?? [];
  return (
    <Stack gap="5">
      <Card.Root><Card.Body>
        <TemplateForm template={template} files={items} drafts={drafts} onFileSaved={(id) => setDraft(id, undefined)}>
          <Stack gap="2">
            <Heading size="md">Files</Heading>
            <QueryState query={files} loading={<Spinner size="sm" />} refusalFirst>
              {() => <FilesPanel templateId={template.id} files={items} drafts={drafts} onDraft={setDraft} />}
            </QueryState>
          </Stack>
        </TemplateForm>
      </Card.Body></Card.Root>
      <Card.Root><Card.Body>
        <Stack gap="2"><Heading size="md">Preview</Heading><PreviewPanel template={template} /></Stack>
      </Card.Body></Card.Root>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="5">
        <Card.Root><Card.Body><BindingsGuide settingKeys={template.settings.map((s) => s.key)} /></Card.Body></Card.Root>
        <Card.Root><Card.Body><CustomFilesGuide files={items} /></Card.Body></Card.Root>
      </SimpleGrid>
    </Stack>
  );
}

export function CreativeTemplateEditPage() {
  const { creativeTemplateId = '' } = useParams();
  const dialogs = useDialogs();
  const query = useGetCreativeTemplate({ params: { path: { creativeTemplateId } } });
  const deleteAndLeave = useDeleteAndLeave(CREATIVE_TEMPLATE_PATHS.list);
  const deleteTemplate = useDeleteCreativeTemplate();
  const remove = async (t: CreativeTemplate) => {
    const answer = await deleteTemplate({ params: { path: { creativeTemplateId: t.id } } });
    if (answer.response.ok) dialogs.success(CREATIVE_MESSAGES.deletedSuccessfully);
    return answer;
  };
  return (
    <EditPage query={query} noun="creative template" back={BACK} title={(t) => t.name}
      actions={(t) => <DeleteAndBack {...BACK} onDelete={() => deleteAndLeave(CREATIVE_MESSAGES.deleteTemplate(t.name), () => remove(t))} />}>
      {/* Keyed by id, not by version: a preview arriving (the template fetched again) must not reset the form. */}
      {(t) => <TemplateEditor key={t.id} template={t} />}
    </EditPage>
  );
}
