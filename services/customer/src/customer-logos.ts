// A customer's logo: a gif, jpeg or png sniffed from its bytes (never trusted from the request's
// content type), read by every user of that customer.
import { fileTypeFromBuffer } from 'file-type';
import { notFound, Problem, type Actor } from '@adops/platform';
import { LogoEntity, type CustomerRow } from './persistence/entities.ts';
import type { CustomerResources } from './persistence/resources.ts';

const LOGO_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif']);

export async function setCustomerLogo(r: CustomerResources, actor: Actor, customerId: string, body: unknown): Promise<CustomerRow> {
  await r.customers.get(actor, customerId);
  if (!Buffer.isBuffer(body) || body.length === 0) throw new Problem(400, 'Bad Request', 'The logo is empty.');
  const sniffed = await fileTypeFromBuffer(body);
  if (!sniffed || !LOGO_TYPES.has(sniffed.mime)) throw new Problem(415, 'Unsupported Media Type', 'Only gif, jpeg and png images are allowed.');
  return r.customers.update(actor, customerId, async (_current, tx) => {
    await tx.m.delete(LogoEntity, { customerId });
    await tx.m.insert(LogoEntity, { customerId, contentType: sniffed.mime, data: body, updatedAt: new Date() });
    return { hasLogo: true };
  });
}

export async function customerLogo(r: CustomerResources, actor: Actor, customerId: string) {
  await r.customers.get(actor, customerId);
  // eslint-disable-next-line no-restricted-syntax -- the customer was just read through the kit; that read is the tenancy check of its logo.
  const row = await r.kit.ds.getRepository(LogoEntity).findOne({ where: { customerId } });
  if (!row) throw notFound('No logo.');
  return row;
}
