// Outside production and tests, a creative context with no template yet gets two published samples (an
// image post and a listing video), so a newcomer of the embedded default can preview a template and
// generate a listing's video at once (the way the ads context links its simulated accounts).
import type { CreativeTemplates } from './templates.ts';
import type { TemplateStore } from './store.ts';

export const SAMPLE_TEMPLATES = [
  { name: 'Just listed (sample)', renderType: 'IMAGE', description: "A square post with the listing's first photo, price and agent.", isPublished: true },
  { name: 'Listing video (sample)', renderType: 'VIDEO', description: "A ten-second video of the listing's photos with its price and agent.", isPublished: true },
] as const;

export async function ensureSampleTemplates(store: TemplateStore, templates: CreativeTemplates): Promise<number> {
  if (await store.anyTemplate()) return 0;
  for (const sample of SAMPLE_TEMPLATES) await templates.create({ ...sample });
  return SAMPLE_TEMPLATES.length;
}
