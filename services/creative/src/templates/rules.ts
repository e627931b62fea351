// The templates' pure rules (003 §3–§5): a new template's defaults, what an update changes, the empty-file
// rule, and which templates a customer may render. Messages are the spec's, quoted exactly.
import type { components } from '@adops/openapi/generated/creative';

type S = components['schemas'];

/** A template as stored (entities.ts declares its table). */
export interface CreativeTemplateRow {
  id: string;
  name: string;
  renderType: S['RenderType'];
  description: string | null;
  settings: S['Setting'][];
  isPublished: boolean;
  audioOptions: S['FullAudioOptions'];
  customerTags: string[];
  previewKey: string | null;
  previewJobId: string | null;
  previewRenderedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export const TEMPLATE_MESSAGES = {
  notFound: 'Creative template not found.',
  /** 003 §5: a file with neither content nor an uploaded asset blocks saving (and rendering). */
  emptyFile: (fileName: string) => `File with empty content found: ${fileName}`,
  customerNotFound: 'Customer not found.',
} as const;

/** 003 §9 Audio default fade durations: 3 (seconds). */
export const DEFAULT_FADE_SECONDS = 3;

export const DEFAULT_AUDIO_OPTIONS: S['FullAudioOptions'] = { loopAudio: false, fadeIn: false, fadeInDuration: DEFAULT_FADE_SECONDS, fadeOut: false, fadeOutDuration: DEFAULT_FADE_SECONDS };

type NewTemplate = Omit<CreativeTemplateRow, 'id' | 'createdAt' | 'updatedAt'>;

/** A new template's row: unpublished and IMAGE unless sent, fades of 3 s, open to every customer. */
export function newTemplate(input: S['CreativeTemplateInput'] & { name: string }): NewTemplate {
  return {
    name: input.name.trim(),
    renderType: input.renderType ?? 'IMAGE',
    description: input.description ?? null,
    settings: input.settings ?? [],
    isPublished: input.isPublished ?? false,
    audioOptions: { ...DEFAULT_AUDIO_OPTIONS, ...input.audioOptions },
    customerTags: input.customerTags ?? [],
    previewKey: null,
    previewJobId: null,
    previewRenderedAt: null,
  };
}

/** The fields an update sends, over the row's; audio options merge key by key. */
export function templateChanges(current: CreativeTemplateRow, input: S['CreativeTemplateInput']): Partial<CreativeTemplateRow> {
  const changes: Partial<CreativeTemplateRow> = {};
  if (input.name !== undefined) changes.name = input.name.trim();
  if (input.renderType !== undefined) changes.renderType = input.renderType;
  if (input.description !== undefined) changes.description = input.description;
  if (input.settings !== undefined) changes.settings = input.settings;
  if (input.isPublished !== undefined) changes.isPublished = input.isPublished;
  if (input.audioOptions !== undefined) changes.audioOptions = { ...current.audioOptions, ...input.audioOptions };
  if (input.customerTags !== undefined) changes.customerTags = input.customerTags;
  return changes;
}

/** The first file that has neither content nor an uploaded asset (003 §5), or null when every file has one. */
export function firstEmptyFile(files: ReadonlyArray<{ fileName: string; content: string | null; storageKey: string | null }>): string | null {
  return files.find((f) => !f.storageKey && !(f.content ?? '').trim())?.fileName ?? null;
}

/** Whether a customer's users may render the template: published, and open to every customer or tagged with theirs. */
export function openTo(template: Pick<CreativeTemplateRow, 'isPublished' | 'customerTags'>, customerId: string): boolean {
  return template.isPublished && (template.customerTags.length === 0 || template.customerTags.includes(customerId));
}

/** Tags that name no live customer, with their positions. */
export function unknownTags(tags: readonly string[], live: ReadonlySet<string>): Array<{ index: number; id: string }> {
  return tags.flatMap((id, index) => (live.has(id) ? [] : [{ index, id }]));
}
