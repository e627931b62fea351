// Binary bodies for the raw test client: an upload as a generated client sends it (multipart), and
// the bytes of a binary answer (the raw client reads answers as text).
import type { TestClient } from './http-client.ts';

/**
 * A multipart/form-data body with one file part (named `file` unless said otherwise), as a generated
 * client sends an upload: `client.put(path, form.body, form.headers)`.
 */
export async function multipartFile(bytes: Buffer, part: { field?: string; filename?: string; type?: string } = {}) {
  const form = new FormData();
  form.append(part.field ?? 'file', new Blob([new Uint8Array(bytes)], { type: part.type ?? 'image/png' }), part.filename ?? 'upload.png');
  // Node's own encoder writes the boundary and the part headers.
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return { body: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type')! } };
}

/** GET a binary resource as this client: its status and bytes. */
export async function bytesOf(client: TestClient, path: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  await client.session.ready();
  const headers = new Headers({ accept: '*/*' });
  client.session.sign(headers);
  const res = await fetch(client.baseUrl + path, { headers });
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}
