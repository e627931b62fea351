// Shared assets (003 §2, §5, §8): the list previews each icon as its image and each font as a sample written
// with an @font-face of its file; the editor shows the key camel-cased as the server stores it, refuses a file
// over 10 MB before sending, creates then uploads ('Asset uploaded.'), and deletes after a confirmation.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { fakeFile, file, json, stubApi } from '../creative-templates/testSupport.ts';
import type { CreativeTemplateFile } from '../../lib/api/generated/creative.ts';
import { UnsavedChangesGuard } from '../../lib/forms/unsavedChanges.tsx';
import { camelCase } from './assetKey.ts';
import { FONT_SAMPLE, previewFontFamily } from './constants.ts';
import { SHARED_ASSET_PATHS, sharedAssetEditPath } from './paths.ts';
import { SharedAssetCreatePage, SharedAssetEditPage, SharedAssetsListPage } from './SharedAssetPages.tsx';

const FONT_ID = '6c3d4e5f-7a8b-4c9d-8e0f-2a3b4c5d6e7f';
const ICON_ID = '6c3d4e5f-7a8b-4c9d-8e0f-2a3b4c5d6e80';
const asset = (overrides: Partial<CreativeTemplateFile>) => file({ creativeTemplateId: null, isShared: true, isDefault: false, fileType: 'OTHER', content: null, ...overrides });
const font = asset({ id: FONT_ID, fileName: 'brand-sans.woff2', assetType: 'FONT', assetKey: 'brandSans',
  creativeTemplateAsset: { originalFileName: 'BrandSans.woff2', cdnUrl: 'https://cdn.example/shared/brand-sans.woff2', mediaType: 'font/woff2', size: 30000 } });
const icon = asset({ id: ICON_ID, fileName: 'bed.svg', assetType: 'ICON', assetKey: 'bedIcon',
  creativeTemplateAsset: { originalFileName: 'bed.svg', cdnUrl: 'https://cdn.example/shared/bed.svg', mediaType: 'image/svg+xml', size: 900 } });
const routes = [
  { path: SHARED_ASSET_PATHS.list, element: <SharedAssetsListPage /> },
  { path: SHARED_ASSET_PATHS.create, element: <SharedAssetCreatePage /> },
  { path: `${SHARED_ASSET_PATHS.asset}/:creativeTemplateFileId`, element: <SharedAssetEditPage /> },
];
/** The pages inside the frame's unsaved-changes guard, as the app shows them. */
const guarded = [{ element: <UnsavedChangesGuard><Outlet /></UnsavedChangesGuard>, children: routes }];
const staff = () => authState(makeUser(['operations']));
const MB = 1024 * 1024;

afterEach(() => { vi.unstubAllGlobals(); vi.restoreAllMocks(); });

describe('asset key', () => {
  it('is camel-cased as the server stores it', () => {
    expect(camelCase('open sans bold')).toBe('openSansBold');
    expect(camelCase('Brand-Sans')).toBe('brandSans');
    expect(camelCase('HTMLParser')).toBe('htmlParser');
    expect(camelCase('Brand Sans 2')).toBe('brandSans_2');
    expect(camelCase('  --  ')).toBe('');
  });
});

describe('shared assets list', () => {
  it('previews icons as their image and fonts as a sample in the font', async () => {
    const calls = stubApi({ 'GET /api/shared-assets': () => json({ items: [font, icon, asset({ fileName: 'pending.ttf', assetType: 'FONT', assetKey: 'pending' })], count: 3 }) });
    renderRoutes(routes, SHARED_ASSET_PATHS.list, staff());
    expect(await screen.findByRole('img', { name: 'Icon bedIcon' })).toHaveAttribute('src', 'https://cdn.example/shared/bed.svg');
    const sample = screen.getByTestId('font-sample');
    expect(sample).toHaveTextContent(FONT_SAMPLE);
    expect(sample.style.fontFamily).toContain(previewFontFamily(FONT_ID));
    const faces = [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').filter((t) => t.includes('@font-face'));
    expect(faces).toEqual([`@font-face { font-family: "${previewFontFamily(FONT_ID)}"; src: url("https://cdn.example/shared/brand-sans.woff2"); font-display: swap; }`]);
    expect(screen.getByText('Nothing uploaded yet.')).toBeInTheDocument();
    expect(calls[0]!.url.searchParams.get('limit')).toBe('25');
    expect(calls[0]!.url.searchParams.get('sort')).toBe('assetKey');
  });
});

describe('shared asset editor', () => {
  it('shows the stored key, refuses a file over 10 MB, then creates and uploads the asset', async () => {
    const created = asset({ id: ICON_ID, fileName: 'bed.svg', assetKey: 'bedIcon', assetType: 'ICON' });
    const calls = stubApi({
      'POST /api/shared-assets': () => json(created, 201),
      'POST /api/creative-template-files/upload': () => json(icon, 201),
      [`GET /api/shared-assets/${ICON_ID}`]: () => json(icon),
    });
    const user = userEvent.setup();
    // Guarded: the move to the edit page after the upload must not ask to leave the file just sent.
    const { router } = renderRoutes(guarded, SHARED_ASSET_PATHS.create, staff());
    await user.type(await screen.findByRole('textbox', { name: /Asset key/ }), 'bed icon');
    expect(screen.getByTestId('stored-key')).toHaveTextContent('Stored as bedIcon');

    await user.upload(screen.getByLabelText('File to upload'), fakeFile('bed.svg', 10 * MB + 1, 'image/svg+xml'));
    expect(await screen.findByText('File size is too large. Please select a file not over 10 MB')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /File name/ })).toHaveValue('bed.svg');
    await user.click(screen.getByRole('button', { name: 'Create shared asset' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.upload(screen.getByLabelText('File to upload'), fakeFile('bed.svg', 900, 'image/svg+xml'));
    expect(screen.queryByText('File size is too large. Please select a file not over 10 MB')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create shared asset' }));
    expect(await screen.findByText('Asset uploaded.')).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname === '/api/shared-assets' && c.method === 'POST')!.body).toEqual({ fileName: 'bed.svg', assetKey: 'bed icon', assetType: 'ICON' });
    const form = calls.find((c) => c.url.pathname === '/api/creative-template-files/upload')!.form!;
    expect(form.get('creativeTemplateFile')).toBe(ICON_ID);
    expect(form.get('ignoreExisting')).toBe('false');
    await waitFor(() => expect(router.state.location.pathname).toBe(sharedAssetEditPath(ICON_ID)));
  });

  it('needs a file to create an asset, and shows the server’s refusal', async () => {
    const calls = stubApi({
      'POST /api/shared-assets': () => json({ title: 'Conflict', status: 409, detail: 'A shared asset with this key already exists.' }, 409),
    });
    const user = userEvent.setup();
    renderRoutes(routes, SHARED_ASSET_PATHS.create, staff());
    await user.type(await screen.findByRole('textbox', { name: /Asset key/ }), 'brand sans');
    await user.type(screen.getByRole('textbox', { name: /File name/ }), 'brand-sans.woff2');
    await user.click(screen.getByRole('button', { name: 'Create shared asset' }));
    expect(await screen.findByText('Please choose the font or icon file to upload.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.upload(screen.getByLabelText('File to upload'), fakeFile('brand-sans.woff2', 3000, 'font/woff2'));
    await user.click(screen.getByRole('button', { name: 'Create shared asset' }));
    expect(await screen.findByTestId('shared-asset-error')).toHaveTextContent('A shared asset with this key already exists.');
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ assetType: 'FONT' });
  });

  it('says the server’s refusal of the upload after the asset was created, on its edit page', async () => {
    const created = asset({ id: FONT_ID, fileName: 'brand-sans.woff2', assetKey: 'brandSans', assetType: 'FONT' });
    stubApi({
      'POST /api/shared-assets': () => json(created, 201),
      'POST /api/creative-template-files/upload': () => json({ title: 'Payload Too Large', status: 413, detail: 'File size is too large. Please select a file not over 10 MB' }, 413),
      [`GET /api/shared-assets/${FONT_ID}`]: () => json(created),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, SHARED_ASSET_PATHS.create, staff());
    await user.type(await screen.findByRole('textbox', { name: /Asset key/ }), 'brand sans');
    await user.upload(screen.getByLabelText('File to upload'), fakeFile('brand-sans.woff2', 3000, 'font/woff2'));
    await user.click(screen.getByRole('button', { name: 'Create shared asset' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(sharedAssetEditPath(FONT_ID)));
    expect(await screen.findByText('File size is too large. Please select a file not over 10 MB')).toBeInTheDocument();
    expect(screen.queryByText('Asset uploaded.')).not.toBeInTheDocument();
    expect(screen.queryByText('Saved Successfully!')).not.toBeInTheDocument();
    expect(await screen.findByText('Nothing uploaded yet.')).toBeInTheDocument();
  });

  it('previews, renames and deletes an asset after a confirmation', async () => {
    const calls = stubApi({
      [`GET /api/shared-assets/${FONT_ID}`]: () => json(font),
      [`PUT /api/shared-assets/${FONT_ID}`]: async (r) => json({ ...font, ...(await r.json() as object), assetKey: 'brandSansBold', updatedAt: '2026-11-28T09:00:00.000Z' }),
      [`DELETE /api/shared-assets/${FONT_ID}`]: () => new Response(null, { status: 204 }),
      'GET /api/shared-assets': () => json({ items: [], count: 0 }),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, sharedAssetEditPath(FONT_ID), staff());
    const preview = await screen.findByTestId('shared-asset-preview');
    expect(within(preview).getByTestId('font-sample')).toHaveTextContent(FONT_SAMPLE);
    const key = screen.getByRole('textbox', { name: /Asset key/ });
    await user.clear(key);
    await user.type(key, 'brand sans bold');
    await user.click(screen.getByRole('button', { name: 'Save shared asset' }));
    expect(await screen.findByText('Saved Successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ fileName: 'brand-sans.woff2', assetKey: 'brand sans bold' });

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(SHARED_ASSET_PATHS.list));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
    expect(await screen.findByText('Deleted Successfully!')).toBeInTheDocument();
  });
});
