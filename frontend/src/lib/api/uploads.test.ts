// An upload that fails always says why: the problem's detail and field errors, or what the status means when
// the answer carries no problem (a proxy's page, an empty body), or what stopped it in the browser.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../test/fakeXhr.ts';
import { sendUpload, uploadRefusal } from './uploads.ts';
import { problemMessage } from './problem.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.sent = [];
});

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'house.png', { type: 'image/png' });

async function upload(status: number, body: unknown) {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const sent = sendUpload('/api/assets', png(), { modelName: 'customerAsset' }, () => undefined);
  await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  FakeXhr.sent[0]!.answer(status, body);
  return sent;
}

describe('upload refusals', () => {
  it("rejects with the problem's detail and each field error that says more", async () => {
    await expect(upload(400, {
      type: 'about:blank', title: 'Bad Request', status: 400, detail: 'Customer Id is required',
      errors: [{ path: '/body/customerId', message: 'Customer Id is required' }, { path: '/body/file', message: 'Asset is required' }],
    })).rejects.toThrow('Customer Id is required Asset is required');
  });

  it('says what the status means when the answer has no problem', async () => {
    await expect(upload(413, null)).rejects.toThrow('The file is too large for the server.');
    FakeXhr.sent = [];
    await expect(upload(502, null)).rejects.toThrow('The server failed to store the file (HTTP 502). Please try again.');
    expect(uploadRefusal(400, '')).toBe('The server refused the upload (HTTP 400).');
    expect(uploadRefusal(413, '<html><body>413 Request Entity Too Large</body></html>')).toBe('The file is too large for the server.');
  });

  it('takes any 2xx as stored, with its body', async () => {
    await expect(upload(200, { id: 'a1' })).resolves.toEqual({ id: 'a1' });
  });

  it('a plain-text refusal (not a problem) is its own reason; a page of markup is not', () => {
    expect(problemMessage('Payload too large: 52428800 bytes at most.')).toBe('Payload too large: 52428800 bytes at most.');
    expect(problemMessage('<html>413</html>', 'fallback')).toBe('fallback');
  });
});
