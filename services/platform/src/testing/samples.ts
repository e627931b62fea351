// Small values tests need again and again: names and addresses no other test uses, and a real image.
import { randomUUID } from 'node:crypto';

let made = 0;

/** A label no other test in this run uses: `Customer 3 1f2e3d`. */
export const unique = (label: string) => `${label} ${++made} ${randomUUID().slice(0, 6)}`;

/** An e-mail address no other test in this run uses. */
export const uniqueEmail = (label = 'u') => `${label}${++made}.${process.pid}.${Date.now()}@test.local`;

/** A 1x1 transparent PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** A short token no other test in this run uses, to put in names a test then searches for. */
export const uniqueTag = () => `${++made}${randomUUID().slice(0, 6)}`;
