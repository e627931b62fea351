// A customer's settings are key/value pairs; a key may appear once (spec 001 §3).
import { badRequest } from '@adops/platform';
import type { Setting } from './types.ts';

export function assertUniqueSettingKeys(settings: Setting[] | undefined): void {
  const seen = new Set<string>();
  for (const s of settings ?? []) {
    if (seen.has(s.key)) throw badRequest(`The setting ${s.key} is given twice.`, [{ path: '/body/settings', message: `The setting ${s.key} is given twice.` }]);
    seen.add(s.key);
  }
}
