// A template's files (003 §2 "a file list with a code editor"): the list, and the chosen file in the code
// editor (text files, their drafts kept by the page until it saves) or with its upload (AUDIO and OTHER files).
// Files are added, renamed and removed here at once ('File Removed!'); their content is saved with the page.
import { lazy, Suspense, useRef, useState } from 'react';
import { Badge, Box, Button, HStack, IconButton, Input, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuPencil, LuPlus, LuTrash2, LuUpload } from 'react-icons/lu';
import {
  useCreateCreativeTemplateFile, useDeleteCreativeTemplateFiles, useGetCreativePageSettings, useUpdateCreativeTemplateFile, type CreativeTemplateFile, type FileType,
} from '../../lib/api/generated/creative.ts';
import { problemMessage } from '../../lib/api/problem.ts';
import { useDialogs } from '../../components/Dialogs.tsx';
import { FormField } from '../../components/FormField.tsx';
import { ModalDialog } from '../../components/ModalDialog.tsx';
import { Select } from '../../components/Select.tsx';
import { AUDIO_EXTENSIONS, FILE_TYPES, isUploadedType } from './constants.ts';
import { CREATIVE_MESSAGES } from './messages.ts';
import { fileTypeProblem, uploadProblem } from './uploadChecks.ts';
import { useUploadAsset } from './uploadAsset.ts';

const CodeEditor = lazy(() => import('./CodeEditor.tsx'));

/** Content drafts by file id: only files whose typed content differs from the saved one. */
export type Drafts = Readonly<Record<string, string>>;

const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._ -]*$/;
/** A new text file starts with a line of its language, since the server keeps no empty text file. */
const STARTER: Partial<Record<FileType, (name: string) => string>> = {
  HTML: (n) => `<!-- ${n} -->\n`, AMPHTML: (n) => `<!-- ${n} -->\n`, CSS: (n) => `/* ${n} */\n`, JAVASCRIPT: (n) => `// ${n}\n`, JSON: () => '{}\n',
};

export function FilesPanel({ templateId, files, drafts, onDraft }: {
  templateId: string; files: CreativeTemplateFile[]; drafts: Drafts; onDraft(fileId: string, content: string | undefined): void;
}) {
  const dialogs = useDialogs();
  const deleteFiles = useDeleteCreativeTemplateFiles();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ file?: CreativeTemplateFile } | null>(null);
  const selected = files.find((f) => f.id === selectedId) ?? files[0];

  const remove = async (f: CreativeTemplateFile) => {
    if (!(await dialogs.confirm(CREATIVE_MESSAGES.deleteFile(f.fileName)))) return;
    const { response, error } = await deleteFiles({ body: { ids: [f.id] } });
    if (!response.ok) return dialogs.error(problemMessage(error, CREATIVE_MESSAGES.somethingWentWrong));
    onDraft(f.id, undefined);
    dialogs.success(CREATIVE_MESSAGES.fileRemoved);
  };

  return (
    <Stack direction={{ base: 'column', lg: 'row' }} gap="4" align="stretch" data-testid="template-files">
      <Stack gap="1" minW="64" maxW={{ lg: 'xs' }}>
        {files.length === 0 && <Text color="fg.muted">{CREATIVE_MESSAGES.noFiles}</Text>}
        {files.map((f) => (
          <HStack key={f.id} gap="1" borderWidth="1px" borderRadius="md" px="2" py="1" data-testid="template-file"
            bg={f.id === selected?.id ? 'bg.emphasized' : undefined}>
            <Button variant="plain" size="sm" flex="1" justifyContent="start" px="1" onClick={() => setSelectedId(f.id)} aria-current={f.id === selected?.id}>
              <Text truncate>{f.fileName}</Text>
              {drafts[f.id] !== undefined && <Text as="span" color="orange.fg" aria-label="changed">●</Text>}
            </Button>
            <Badge size="sm">{f.fileType}</Badge>
            <IconButton aria-label={`Rename ${f.fileName}`} size="xs" variant="ghost" onClick={() => setEditing({ file: f })}><LuPencil /></IconButton>
            <IconButton aria-label={`Remove ${f.fileName}`} size="xs" variant="ghost" colorPalette="red" onClick={() => void remove(f)}><LuTrash2 /></IconButton>
          </HStack>
        ))}
        <Button size="sm" variant="outline" onClick={() => setEditing({})}><LuPlus /> Add file</Button>
      </Stack>
      <Box flex="1" minW="0">
        {selected
          ? <FileEditor key={selected.id} file={selected} draft={drafts[selected.id]} onDraft={(content) => onDraft(selected.id, content === (selected.content ?? '') ? undefined : content)} />
          : <Text color="fg.muted">{CREATIVE_MESSAGES.chooseFile}</Text>}
      </Box>
      {editing && <FileDialog templateId={templateId} files={files} file={editing.file} onClose={() => setEditing(null)} onSaved={(f) => setSelectedId(f.id)} />}
    </Stack>
  );
}

function FileEditor({ file, draft, onDraft }: { file: CreativeTemplateFile; draft: string | undefined; onDraft(content: string): void }) {
  if (isUploadedType(file.fileType)) return <UploadedFile file={file} />;
  return (
    <Stack gap="2">
      <Text fontWeight="medium">{file.fileName}</Text>
      <Box borderWidth="1px" borderRadius="md" overflow="hidden">
        <Suspense fallback={<Spinner size="sm" m="4" />}>
          <CodeEditor value={draft ?? file.content ?? ''} fileType={file.fileType} label={`Content of ${file.fileName}`} onChange={onDraft} />
        </Suspense>
      </Box>
    </Stack>
  );
}

/** An AUDIO or OTHER file: what was uploaded, and the upload that replaces it. */
function UploadedFile({ file }: { file: CreativeTemplateFile }) {
  const dialogs = useDialogs();
  const uploadAsset = useUploadAsset();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const asset = file.creativeTemplateAsset;
  const upload = async (chosen: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!chosen) return;
    const problem = uploadProblem(chosen, file.fileType);
    if (problem) return dialogs.error(problem);
    setBusy(true);
    const result = await uploadAsset(file.id, chosen, asset !== null);
    setBusy(false);
    if (result.error !== undefined) return dialogs.error(result.error);
    dialogs.success({ message: CREATIVE_MESSAGES.assetUploaded, ok: true });
  };
  return (
    <Stack gap="3" data-testid="uploaded-file">
      <Text fontWeight="medium">{file.fileName}</Text>
      <Text fontSize="sm" color="fg.muted">{CREATIVE_MESSAGES.uploadOnly}</Text>
      {asset
        ? (
          <Stack gap="1">
            <Link href={asset.cdnUrl} target="_blank" rel="noreferrer" colorPalette="blue">{asset.originalFileName}</Link>
            {file.fileType === 'AUDIO' && <audio controls src={asset.cdnUrl} aria-label={`Listen to ${file.fileName}`} />}
          </Stack>
        )
        : <Text fontSize="sm">{CREATIVE_MESSAGES.noUploadYet}</Text>}
      <input ref={input} type="file" hidden aria-label={`Upload ${file.fileName}`}
        accept={file.fileType === 'AUDIO' ? AUDIO_EXTENSIONS.join(',') : undefined} onChange={(e) => void upload(e.target.files?.[0])} />
      <HStack><Button size="sm" variant="outline" loading={busy} onClick={() => input.current?.click()}><LuUpload /> Upload</Button></HStack>
    </Stack>
  );
}

/** Adds a file (with its upload for an AUDIO or OTHER file) or renames one, with the checks of 003 §5. */
function FileDialog({ templateId, files, file, onClose, onSaved }: {
  templateId: string; files: CreativeTemplateFile[]; file?: CreativeTemplateFile; onClose(): void; onSaved(f: CreativeTemplateFile): void;
}) {
  const dialogs = useDialogs();
  const createFile = useCreateCreativeTemplateFile();
  const updateFile = useUpdateCreativeTemplateFile();
  const uploadAsset = useUploadAsset();
  // The file types offered are the page settings' (003 §3), the spec's list until they are loaded.
  const fileTypes = useGetCreativePageSettings().data?.fileTypes ?? FILE_TYPES;
  const [fileName, setFileName] = useState(file?.fileName ?? '');
  const [fileType, setFileType] = useState<FileType>(file?.fileType ?? 'HTML');
  const [chosen, setChosen] = useState<File | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const needsUpload = !file && isUploadedType(fileType);

  const check = (name: string): string | undefined => {
    const typeProblem = fileTypeProblem(fileType, files, file?.id);
    if (typeProblem) return typeProblem;
    if (needsUpload) {
      const uploadRefusal = chosen ? uploadProblem(chosen, fileType) : CREATIVE_MESSAGES.chooseUpload;
      if (uploadRefusal) return uploadRefusal;
    }
    if (!FILE_NAME.test(name)) return CREATIVE_MESSAGES.fileNameInvalid;
    if (files.some((f) => f.id !== file?.id && f.fileName.toLowerCase() === name.toLowerCase())) return CREATIVE_MESSAGES.fileNameTaken;
    return undefined;
  };
  const save = async () => {
    const name = fileName.trim() || chosen?.name || '';
    const problem = check(name);
    setError(problem);
    if (problem) return;
    setBusy(true);
    const answer = file
      ? await updateFile({ params: { path: { creativeTemplateFileId: file.id } }, body: { fileName: name, fileType } })
      : await createFile({ body: { creativeTemplateId: templateId, fileName: name, fileType, content: STARTER[fileType]?.(name) ?? null } });
    if (!answer.data) {
      setBusy(false);
      return setError(problemMessage(answer.error, CREATIVE_MESSAGES.somethingWentWrong));
    }
    if (needsUpload && chosen) {
      const uploaded = await uploadAsset(answer.data.id, chosen, false);
      if (uploaded.error !== undefined) dialogs.error(uploaded.error);
    }
    setBusy(false);
    onSaved(answer.data);
    onClose();
  };
  return (
    <ModalDialog title={file ? `Rename ${file.fileName}` : 'Add a file'} onClose={onClose} closeOnInteractOutside={false} testId="file-dialog"
      footer={(
        <>
          <Button variant="outline" onClick={onClose}>Cancel</Button>
          <Button colorPalette="blue" loading={busy} onClick={() => void save()}>{file ? 'Save' : 'Add file'}</Button>
        </>
      )}>
      <Stack gap="3">
        <FormField label="File type">
          <Select name="fileType" aria-label="File type" value={fileType} onChange={(v) => { setFileType(v as FileType); setError(fileTypeProblem(v as FileType, files, file?.id)); }}
            options={fileTypes.map((t) => ({ value: t, label: t }))} />
        </FormField>
        <FormField label="File name" helper={needsUpload ? 'Left empty, the uploaded file’s name is used.' : undefined}>
          <Input name="fileName" aria-label="File name" value={fileName} maxLength={200} onChange={(e) => setFileName(e.target.value)} />
        </FormField>
        {needsUpload && (
          <FormField label="File to upload">
            <input type="file" aria-label="File to upload" accept={fileType === 'AUDIO' ? AUDIO_EXTENSIONS.join(',') : undefined}
              onChange={(e) => { const f = e.target.files?.[0]; setChosen(f); setError(f && uploadProblem(f, fileType)); }} />
          </FormField>
        )}
        {error && <Text color="fg.error" role="alert" data-testid="file-dialog-error">{error}</Text>}
      </Stack>
    </ModalDialog>
  );
}
