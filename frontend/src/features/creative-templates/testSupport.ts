// Test fixtures of the creative screens, and a fetch stub that also takes multipart bodies (the shared
// src/test/fetchStub.ts reads every body as JSON; an upload's is a form).
import { vi } from 'vitest';
import type { CreativeJob, CreativePageSettings, CreativeTemplate, CreativeTemplateFile } from '../../lib/api/generated/creative.ts';
import { json, type Handler } from '../../test/fetchStub.ts';

export { json };

export const TEMPLATE_ID = '4a1b2c3d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
export const JOB_ID = '7d4e5f6a-8b9c-4d0e-9f1a-3b4c5d6e7f8a';
export const AT = '2026-11-28T08:00:00.000Z';

export const template = (overrides: Partial<CreativeTemplate> = {}): CreativeTemplate => ({
  id: TEMPLATE_ID, name: 'Just listed square', renderType: 'IMAGE', description: 'A square post', settings: [{ key: 'accentColour', value: '#0b5fff' }],
  isPublished: true, audioOptions: { loopAudio: false, fadeIn: false, fadeInDuration: 3, fadeOut: false, fadeOutDuration: 3 }, customerTags: [],
  preview: null, createdAt: AT, updatedAt: AT, ...overrides,
});

let fileSeq = 0;
export const file = (overrides: Partial<CreativeTemplateFile> = {}): CreativeTemplateFile => ({
  id: `5b2c3d4e-6f7a-4b8c-9d0e-1f2a3b4c5d${String(fileSeq++ % 100).padStart(2, '0')}`, creativeTemplateId: TEMPLATE_ID, fileName: 'index.html', fileType: 'HTML',
  content: '<h1>{{ title }}</h1>', isShared: false, isDefault: true, assetType: null, assetKey: null, creativeTemplateAsset: null, s3Url: null,
  createdAt: AT, updatedAt: AT, ...overrides,
});

export const job = (overrides: Partial<CreativeJob> = {}): CreativeJob => ({
  id: JOB_ID, jobId: JOB_ID, kind: 'PREVIEW', status: 'WAITING', progress: 0, message: 'Waiting for the renderer', creativeTemplateId: TEMPLATE_ID,
  customerId: null, listingId: null, resourceId: null, uploadPath: null, createdAt: AT, finishedAt: null, ...overrides,
});

export const pageSettings: CreativePageSettings = {
  renderTypes: ['IMAGE', 'VIDEO'], fileTypes: ['HTML', 'CSS', 'JAVASCRIPT', 'JSON', 'AMPHTML', 'AUDIO', 'OTHER'], assetTypes: ['FONT', 'ICON'],
  audioExtensions: ['.mp3', '.wav', '.ogg'], maxUploadBytes: 10485760, pageSizes: [25, 50, 100],
  bindingVariables: [{ name: 'title', description: "The listing's or resource's title." }, { name: 'price', description: 'The listing price.' }],
};

/** A file of this name and claimed size (the bytes are not made). */
export function fakeFile(name: string, size: number, type = '') {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

export interface Call { method: string; url: URL; body?: unknown; form?: Map<string, FormDataEntryValue> }

/**
 * Routes `METHOD /path` to handlers and records every call: a JSON body parsed, a multipart one as the fields
 * appended to its form (jsdom's File cannot be read back through undici's Request, so the form's appends are
 * watched instead). The test's afterEach calls vi.restoreAllMocks() and vi.unstubAllGlobals().
 */
export function stubApi(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const appended: [string, FormDataEntryValue][] = [];
  const append = FormData.prototype.append;
  vi.spyOn(FormData.prototype, 'append').mockImplementation(function (this: FormData, name: string, value: string | Blob, fileName?: string) {
    appended.push([name, value as FormDataEntryValue]);
    const original = append as (this: FormData, ...args: unknown[]) => void;
    return fileName === undefined ? original.call(this, name, value) : original.call(this, name, value, fileName);
  });
  vi.stubGlobal('fetch', vi.fn(async (input: Request | string) => {
    const request = typeof input === 'string' ? new Request(new URL(input, window.location.origin)) : input;
    const url = new URL(request.url);
    const call: Call = { method: request.method, url };
    if ((request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data')) call.form = new Map(appended.splice(0));
    else if (request.method !== 'GET') {
      const text = await request.clone().text();
      call.body = text ? JSON.parse(text) : undefined;
    }
    calls.push(call);
    const handler = routes[`${request.method} ${url.pathname}`];
    if (!handler) return json({ title: 'Not Found', status: 404 }, 404);
    return handler(request, url);
  }));
  return calls;
}
