// The resources tab's messages (003 §5, §8), the spec's quoted exactly; the rest marked ours.
export const RESOURCES_TAB_MESSAGES = {
  /** 003 §8: the order action with an unpublished resource selected (the order service answers the same). */
  publishedOnly: 'Order requires Published resources only.',
  /** 003 §8: the delete confirmation. */
  deleteConfirm: (reference: string) => `Are you sure you want to delete resource: ${reference}?`,
  /** 003 §8 toast after a delete. */
  deleted: 'Deleted Successfully!',
  // Ours (the spec gives none for these):
  selectionLimit: 'Selection limit is 10 resources.',
  noneSelected: 'Select at least one resource to order.',
  empty: 'No resources found.',
  searching: 'Searching resources...',
  noOffices: 'You have no offices yet, so you cannot create resources. Please contact us to be added to an office.',
  deleteFailed: 'The resource could not be deleted.',
  helpTitle: 'Resources: how they work',
} as const;
