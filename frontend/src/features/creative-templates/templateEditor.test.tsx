// The template editor's save (003 §5, §8): a file with neither content nor an upload blocks it ('File with empty
// content found: {fileName}'); the changed HTML's unknown variables are listed with their lines, and the save
// goes on only with 'Proceed Anyway'; files are saved, then the template: 'Saved Successfully!'. Creating a
// template sends its fields (fades 3 s by default) and opens its edit page.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { CREATIVE_TEMPLATE_PATHS } from './paths.ts';
import { CreativeTemplateCreatePage, CreativeTemplateEditPage } from './TemplateEditPage.tsx';
import { file, json, pageSettings, stubApi, template, TEMPLATE_ID, type Call } from './testSupport.ts';

// CodeMirror's editing is not what these tests are about: the lazily loaded editor is a text area here
// (codeEditor.test.tsx renders the real one).
vi.mock('./CodeEditor.tsx', () => ({
  default: ({ value, label, onChange }: { value: string; label: string; onChange(v: string): void }) => (
    <textarea aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} />
  ),
}));

const HARBOUR = '5b2d6a8e-3f5c-4d8e-9b1a-2c3d4e5f6a7b';
const index = file({ fileName: 'index.html', fileType: 'HTML', content: '<h1>{{ title }}</h1>' });
const style = file({ fileName: 'style.css', fileType: 'CSS', content: 'h1 { color: red; }' });
const routes = [
  { path: CREATIVE_TEMPLATE_PATHS.create, element: <CreativeTemplateCreatePage /> },
  { path: `${CREATIVE_TEMPLATE_PATHS.template}/:creativeTemplateId/edit`, element: <CreativeTemplateEditPage /> },
];

function stubEditor(files = [index, style], more: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/creative-templates/4a1b2c3d-5e6f-4a7b-8c9d-0e1f2a3b4c5d': () => json(template()),
    'GET /api/creative-template-files': () => json({ items: files, count: files.length }),
    'GET /api/creative-jobs': () => json({ items: [], count: 0 }),
    'GET /api/creative-templates/page-settings': () => json(pageSettings),
    'GET /api/shared-assets': () => json({ items: [], count: 0 }),
    'GET /api/customers/options': () => json({ items: [{ id: HARBOUR, name: 'Harbour Realty' }], count: 1 }),
    'PUT /api/creative-template-files/5b2c3d4e-6f7a-4b8c-9d0e-1f2a3b4c5d00': async (r) => json({ ...index, ...(await r.json() as object) }),
    'PUT /api/creative-templates/4a1b2c3d-5e6f-4a7b-8c9d-0e1f2a3b4c5d': async (r) => json({ ...template(), ...(await r.json() as object) }),
    ...more,
  });
}
const writes = (calls: Call[]) => calls.filter((c) => c.method === 'PUT').map((c) => c.url.pathname);
const open = () => renderRoutes(routes, `${CREATIVE_TEMPLATE_PATHS.template}/${TEMPLATE_ID}/edit`, authState(makeUser(['operations'])));

afterEach(() => { vi.unstubAllGlobals(); vi.restoreAllMocks(); });

describe('template editor save', () => {
  it('lists unsupported variables with their lines; Proceed Anyway saves the file, then the template', async () => {
    const calls = stubEditor([index, style], {
      'POST /api/creative-templates/validate-content': () => json({ unsupportedVariables: [{ name: 'colour', lineNumber: 2 }, { name: 'agent name', lineNumber: 3 }] }),
    });
    const user = userEvent.setup();
    open();
    const editor = await screen.findByRole('textbox', { name: 'Content of index.html' });
    fireEvent.change(editor, { target: { value: '<h1>{{ title }}</h1>\n<p>{{ colour }}</p>\n<p>{{ agent name }}</p>' } });
    await user.click(screen.getByRole('button', { name: 'Save template' }));

    const dialog = await screen.findByTestId('unsupported-variables');
    expect(within(dialog).getByText('index.html')).toBeInTheDocument();
    expect(within(dialog).getAllByTestId('unsupported-variable').map((li) => li.textContent)).toEqual(['{{ colour }} on line 2', '{{ agent name }} on line 3']);
    const check = calls.find((c) => c.url.pathname === '/api/creative-templates/validate-content')!;
    expect(check.body).toEqual({ content: '<h1>{{ title }}</h1>\n<p>{{ colour }}</p>\n<p>{{ agent name }}</p>', creativeTemplateId: TEMPLATE_ID });
    expect(writes(calls)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Proceed Anyway' }));
    expect(await screen.findByText('Saved Successfully!')).toBeInTheDocument();
    expect(writes(calls)).toEqual([`/api/creative-template-files/${index.id}`, `/api/creative-templates/${TEMPLATE_ID}`]);
    expect(calls.find((c) => c.url.pathname === `/api/creative-template-files/${index.id}`)!.body).toEqual({ content: '<h1>{{ title }}</h1>\n<p>{{ colour }}</p>\n<p>{{ agent name }}</p>' });
    expect(calls.find((c) => c.method === 'PUT' && c.url.pathname === `/api/creative-templates/${TEMPLATE_ID}`)!.body).toMatchObject({
      name: 'Just listed square', renderType: 'IMAGE', settings: [{ key: 'accentColour', value: '#0b5fff' }], isPublished: true,
      audioOptions: { loopAudio: false, fadeIn: false, fadeInDuration: 3, fadeOut: false, fadeOutDuration: 3 }, customerTags: [],
    });
  });

  it('saves nothing when the unsupported variables are cancelled', async () => {
    const calls = stubEditor([index, style], {
      'POST /api/creative-templates/validate-content': () => json({ unsupportedVariables: [{ name: 'colour', lineNumber: 1 }] }),
    });
    const user = userEvent.setup();
    open();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Content of index.html' }), { target: { value: '{{ colour }}' } });
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    await user.click(within(await screen.findByTestId('unsupported-variables')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('unsupported-variables')).not.toBeInTheDocument());
    expect(writes(calls)).toEqual([]);
    expect(screen.queryByText('Saved Successfully!')).not.toBeInTheDocument();
    expect(screen.queryByTestId('template-save-error')).not.toBeInTheDocument();
  });

  it('checks no variables when every one is known, and saves a CSS change without a check', async () => {
    const calls = stubEditor([index, style], {
      'POST /api/creative-templates/validate-content': () => json({ unsupportedVariables: [] }),
      [`PUT /api/creative-template-files/${style.id}`]: async (r) => json({ ...style, ...(await r.json() as object) }),
    });
    const user = userEvent.setup();
    open();
    await screen.findByRole('textbox', { name: 'Content of index.html' });
    await user.click(screen.getByRole('button', { name: 'style.css' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Content of style.css' }), { target: { value: 'h1 { color: {{ accentColour }}; }' } });
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Saved Successfully!')).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname === '/api/creative-templates/validate-content')).toBe(false);
    expect(writes(calls)).toEqual([`/api/creative-template-files/${style.id}`, `/api/creative-templates/${TEMPLATE_ID}`]);
  });

  it('blocks the save while a file is empty', async () => {
    const calls = stubEditor([index, file({ fileName: 'script.js', fileType: 'JAVASCRIPT', content: 'go()' })]);
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'script.js' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Content of script.js' }), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('File with empty content found: script.js')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says the default message for a refusal without words', async () => {
    stubEditor([index], { 'PUT /api/creative-templates/4a1b2c3d-5e6f-4a7b-8c9d-0e1f2a3b4c5d': () => new Response('', { status: 502 }) });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Save template' }));
    expect(await screen.findByTestId('template-save-error')).toHaveTextContent('Something went wrong');
  });

  it('shows the server refusal of a save', async () => {
    stubEditor([index], {
      'PUT /api/creative-templates/4a1b2c3d-5e6f-4a7b-8c9d-0e1f2a3b4c5d': () => json({ title: 'Bad Request', status: 400, detail: 'Customer not found.' }, 400),
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Save template' }));
    expect(await screen.findByTestId('template-save-error')).toHaveTextContent('Customer not found.');
  });

  it('edits settings, audio options and customer tags', async () => {
    const calls = stubEditor([index]);
    const user = userEvent.setup();
    open();
    await screen.findByRole('textbox', { name: 'Content of index.html' });
    await user.click(screen.getByRole('button', { name: 'Add setting' }));
    await user.type(screen.getByRole('textbox', { name: 'Key of setting 2' }), '2bad');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('A key starts with a letter and has only letters, digits and _.')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Key of setting 2' }));
    await user.type(screen.getByRole('textbox', { name: 'Key of setting 2' }), 'headline');
    await user.type(screen.getByRole('textbox', { name: 'Value of setting 2' }), 'Just listed');
    await user.click(screen.getByText('Fade in'));
    const fadeIn = await screen.findByRole('textbox', { name: 'Fade-in (seconds)' });
    expect(fadeIn).toHaveValue('3');
    await user.clear(fadeIn);
    await user.type(fadeIn, '2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Add a customer' }), HARBOUR);
    expect(screen.getByTestId('customer-tag')).toHaveTextContent('Harbour Realty');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Saved Successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      settings: [{ key: 'accentColour', value: '#0b5fff' }, { key: 'headline', value: 'Just listed' }],
      audioOptions: { fadeIn: true, fadeInDuration: 2, fadeOut: false, fadeOutDuration: 3 }, customerTags: [HARBOUR],
    });
  });

  it('shows the bindings guide and the custom files guide', async () => {
    stubEditor([index, file({ fileName: 'logo.png', fileType: 'OTHER', content: null, creativeTemplateAsset: { originalFileName: 'logo.png', cdnUrl: 'https://cdn.example/logo.png', mediaType: 'image/png', size: 10 } })], {
      'GET /api/shared-assets': () => json({ items: [file({ creativeTemplateId: null, isShared: true, fileName: 'brand-sans.woff2', fileType: 'OTHER', content: null, assetType: 'FONT', assetKey: 'brandSans' })], count: 1 }),
    });
    open();
    const bindings = await screen.findByTestId('bindings-guide');
    expect(await within(bindings).findByText('{{ price }}')).toBeInTheDocument();
    expect(within(bindings).getByText('{{ accentColour }}')).toBeInTheDocument();
    const custom = screen.getByTestId('custom-files-guide');
    expect(within(custom).getByTestId('uploaded-file-usage')).toHaveTextContent('<img src="logo.png">');
    expect((await within(custom).findByTestId('shared-asset-usage')).textContent).toContain("@font-face { font-family: 'brandSans'; src: url('brand-sans.woff2'); }");
  });
});

describe('template create', () => {
  it('creates the template with the default fades and opens its edit page', async () => {
    const calls = stubEditor([index], {
      'POST /api/creative-templates': async (r) => json({ ...template(), ...(await r.json() as object), isPublished: false }, 201),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, CREATIVE_TEMPLATE_PATHS.create, authState(makeUser(['admin'])));
    await user.click(await screen.findByRole('button', { name: 'Create template' }));
    expect(await screen.findByText('Please enter a name.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Open home story');
    await user.selectOptions(screen.getByRole('combobox', { name: /Render type/ }), 'VIDEO');
    await user.click(screen.getByRole('button', { name: 'Create template' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${CREATIVE_TEMPLATE_PATHS.template}/${TEMPLATE_ID}/edit`));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      name: 'Open home story', renderType: 'VIDEO', description: null, settings: [], isPublished: false,
      audioOptions: { loopAudio: false, fadeIn: false, fadeInDuration: 3, fadeOut: false, fadeOutDuration: 3 }, customerTags: [],
    });
    expect(await screen.findByText('Saved Successfully!')).toBeInTheDocument();
  });
});
