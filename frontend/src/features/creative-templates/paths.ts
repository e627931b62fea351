// Where the creative templates' pages are and who may open them (003 §2, §6: admin and operations only). The
// shared assets' pages live under the same /creative-templates parent (../shared-assets/paths.ts).

/** The roles of every creative screen and its top menu entries (003 §6). */
export const CREATIVE_ROLES = ['admin', 'operations'];

export const CREATIVE_TEMPLATE_PATHS = {
  list: '/creative-templates/list',
  create: '/creative-templates/create',
  template: '/creative-templates', // + '/{creativeTemplateId}/edit'
} as const;

export const creativeTemplateEditPath = (id: string) => `${CREATIVE_TEMPLATE_PATHS.template}/${id}/edit`;
