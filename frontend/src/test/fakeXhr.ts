// A stand-in for XMLHttpRequest (uploads with progress, lib/api/uploads.ts): each send is kept so a test
// decides its progress and its answer. Install with vi.stubGlobal('XMLHttpRequest', FakeXhr) in a test of a file
// that calls installUploadFakes() (it clears `sent` after each test).
import { afterEach, beforeAll, vi } from 'vitest';

export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  body: FormData | undefined;
  status = 0;
  response: unknown = null;
  withCredentials = false;
  responseType = '';
  timeout = 0;
  headers: Record<string, string> = {};
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) { this.method = method; this.url = url; }
  setRequestHeader(name: string, value: string) { this.headers[name] = value; }
  send(body: FormData) { this.body = body; FakeXhr.sent.push(this); }
  progress(loaded: number, total: number) { this.upload.onprogress?.({ lengthComputable: true, loaded, total }); }
  answer(status: number, response: unknown) { this.status = status; this.response = response; this.onload?.(); }
}

/** A file of upload tests' set-up: jsdom has no object URLs, so a chosen file's tile draws from one stand-in; after
 * each test the stubbed globals (XMLHttpRequest, fetch) are restored and the sends cleared. */
export function installUploadFakes() {
  beforeAll(() => {
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:http://localhost:3000/chosen' });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeXhr.sent = [];
  });
}
