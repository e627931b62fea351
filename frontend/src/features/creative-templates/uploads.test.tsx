// Template files' uploads and the file list (003 §5, §8): the client's checks say the spec's words before
// anything is sent (over 10 MB; audio other than .mp3, .wav, .ogg; a second audio file), the upload is the
// multipart form of uploadCreativeTemplateAsset, a server refusal shows its problem detail; removing a file
// asks first and says 'File Removed!'.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { CREATIVE_TEMPLATE_PATHS } from './paths.ts';
import { CreativeTemplateEditPage } from './TemplateEditPage.tsx';
import { fakeFile, file, json, pageSettings, stubApi, template, TEMPLATE_ID } from './testSupport.ts';
import { fileTypeProblem, uploadProblem } from './uploadChecks.ts';
import type { Handler } from '../../test/fetchStub.ts';

vi.mock('./CodeEditor.tsx', () => ({ default: ({ label }: { label: string }) => <textarea aria-label={label} readOnly /> }));

const MB = 1024 * 1024;
const TOO_LARGE = 'File size is too large. Please select a file not over 10 MB';
const BAD_AUDIO = 'Unsupported audio format found. Please use .mp3, .wav or .ogg files only';
const SECOND_AUDIO = 'Audio file already present in this template. Please select a different file type';

describe('upload checks', () => {
  it('refuses a file over 10 MB, audio of another format, and a second audio file', () => {
    expect(uploadProblem({ name: 'font.woff2', size: 10 * MB })).toBeUndefined();
    expect(uploadProblem({ name: 'font.woff2', size: 10 * MB + 1 })).toBe(TOO_LARGE);
    expect(uploadProblem({ name: 'Theme.MP3', size: MB }, 'AUDIO')).toBeUndefined();
    expect(uploadProblem({ name: 'theme.ogg', size: MB }, 'AUDIO')).toBeUndefined();
    expect(uploadProblem({ name: 'theme.flac', size: MB }, 'AUDIO')).toBe(BAD_AUDIO);
    expect(uploadProblem({ name: 'theme.flac', size: MB }, 'OTHER')).toBeUndefined();
    const files = [{ id: 'a', fileType: 'HTML' as const }, { id: 'b', fileType: 'AUDIO' as const }];
    expect(fileTypeProblem('AUDIO', files)).toBe(SECOND_AUDIO);
    expect(fileTypeProblem('AUDIO', files, 'b')).toBeUndefined();
    expect(fileTypeProblem('OTHER', files)).toBeUndefined();
    expect(fileTypeProblem('AUDIO', files.slice(0, 1))).toBeUndefined();
  });
});

const index = file({ fileName: 'index.html' });
const audio = file({ fileName: 'theme.mp3', fileType: 'AUDIO', content: null, isDefault: false });
const routes = [{ path: `${CREATIVE_TEMPLATE_PATHS.template}/:creativeTemplateId/edit`, element: <CreativeTemplateEditPage /> }];

function stubFiles(files: ReturnType<typeof file>[], more: Record<string, Handler> = {}) {
  return stubApi({
    [`GET /api/creative-templates/${TEMPLATE_ID}`]: () => json(template()),
    'GET /api/creative-template-files': () => json({ items: files, count: files.length }),
    'GET /api/creative-jobs': () => json({ items: [], count: 0 }),
    'GET /api/creative-templates/page-settings': () => json(pageSettings),
    'GET /api/shared-assets': () => json({ items: [], count: 0 }),
    'GET /api/customers/options': () => json({ items: [], count: 0 }),
    ...more,
  });
}
const open = () => renderRoutes(routes, `${CREATIVE_TEMPLATE_PATHS.template}/${TEMPLATE_ID}/edit`, authState(makeUser(['operations'])));

afterEach(() => { vi.unstubAllGlobals(); vi.restoreAllMocks(); });

describe('template file uploads', () => {
  it('says the spec’s words before sending, then uploads the form and says Asset uploaded.', async () => {
    const calls = stubFiles([index, audio], {
      'POST /api/creative-template-files/upload': () => json({ ...audio, creativeTemplateAsset: { originalFileName: 'theme.mp3', cdnUrl: 'https://cdn.example/theme.mp3', mediaType: 'audio/mpeg', size: 1000 } }, 201),
    });
    // The picker's accept list would hide a .flac; a user can still choose "all files".
    const user = userEvent.setup({ applyAccept: false });
    open();
    await user.click(await screen.findByRole('button', { name: 'theme.mp3' }));
    const input = await screen.findByLabelText('Upload theme.mp3');

    await user.upload(input, fakeFile('theme.mp3', 11 * MB, 'audio/mpeg'));
    expect(await screen.findByText(TOO_LARGE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.upload(input, fakeFile('theme.flac', MB, 'audio/flac'));
    expect(await screen.findByText(BAD_AUDIO)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.upload(input, fakeFile('theme.mp3', MB, 'audio/mpeg'));
    expect(await screen.findByText('Asset uploaded.')).toBeInTheDocument();
    const sent = calls.find((c) => c.url.pathname === '/api/creative-template-files/upload')!.form!;
    expect(sent.get('creativeTemplateFile')).toBe(audio.id);
    expect(sent.get('ignoreExisting')).toBe('false');
    expect((sent.get('file') as File).name).toBe('theme.mp3');
  });

  it('shows the server’s problem detail when it refuses an upload', async () => {
    stubFiles([index, audio], {
      'POST /api/creative-template-files/upload': () => json({ title: 'Unsupported Media Type', status: 415, detail: BAD_AUDIO }, 415),
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'theme.mp3' }));
    await user.upload(await screen.findByLabelText('Upload theme.mp3'), fakeFile('theme.mp3', MB, 'audio/mpeg'));
    expect(await screen.findByText(BAD_AUDIO)).toBeInTheDocument();
    expect(screen.queryByText('Asset uploaded.')).not.toBeInTheDocument();
  });

  it('refuses a second audio file, and adds an OTHER file with its upload', async () => {
    const logo = file({ fileName: 'logo.png', fileType: 'OTHER', content: null, isDefault: false });
    const calls = stubFiles([index, audio], {
      'POST /api/creative-template-files': async (r) => json({ ...logo, ...(await r.json() as object) }, 201),
      'POST /api/creative-template-files/upload': () => json(logo, 201),
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Add file' }));
    const dialog = await screen.findByTestId('file-dialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'File type' }), 'AUDIO');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(SECOND_AUDIO);
    await user.click(within(dialog).getByRole('button', { name: 'Add file' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(SECOND_AUDIO);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'File type' }), 'OTHER');
    await user.upload(within(dialog).getByLabelText('File to upload'), fakeFile('big.png', 12 * MB, 'image/png'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(TOO_LARGE);
    await user.upload(within(dialog).getByLabelText('File to upload'), fakeFile('logo.png', 2000, 'image/png'));
    await user.click(within(dialog).getByRole('button', { name: 'Add file' }));
    await waitFor(() => expect(screen.queryByTestId('file-dialog')).not.toBeInTheDocument());
    // The name left empty is the uploaded file's; an uploaded type is created without content.
    expect(calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/creative-template-files')!.body)
      .toEqual({ creativeTemplateId: TEMPLATE_ID, fileName: 'logo.png', fileType: 'OTHER', content: null });
    expect(calls.find((c) => c.url.pathname === '/api/creative-template-files/upload')!.form!.get('creativeTemplateFile')).toBe(logo.id);
  });

  it('removes a file after a confirmation: File Removed!', async () => {
    const calls = stubFiles([index, audio], { 'POST /api/creative-template-files/delete': () => json({ deleted: 1 }) });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Remove theme.mp3' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('File Removed!')).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname === '/api/creative-template-files/delete')!.body).toEqual({ ids: [audio.id] });
  });
});
