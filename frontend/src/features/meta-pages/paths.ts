// Where the meta pages list is and who may open it (001 §2 /meta-pages: admin, operations, sales).

export const META_PAGE_ROLES = ['admin', 'operations', 'sales'];

export const META_PAGE_PATHS = {
  metaPages: '/meta-pages',
} as const;
