// The meta pages list's words (ours).
export const META_PAGE_TEXTS = {
  title: 'Meta Pages',
  empty: 'No pages found. An ad account’s pages appear once they are synced from its network.',
} as const;
