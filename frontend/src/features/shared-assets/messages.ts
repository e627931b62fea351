// The shared assets' texts. The spec's (003 §5, §8) are the creative templates' own, quoted there once.
export { CREATIVE_MESSAGES as SPEC_MESSAGES } from '../creative-templates/messages.ts';

// Ours (the spec gives no wording for these):
export const SHARED_ASSET_MESSAGES = {
  listTitle: 'Shared Assets',
  fileNameRequired: 'Please enter the file name the templates refer to.',
  fileNameInvalid: 'A plain file name: letters, digits, . _ - and spaces, starting with a letter or digit.',
  assetKeyRequired: 'Please enter a key with at least one letter or digit.',
  fileRequired: 'Please choose the font or icon file to upload.',
  storedAs: (key: string) => `Stored as ${key}`,
  deleteAsset: (key: string) => `Delete the shared asset ${key}? Templates that use it will no longer find it.`,
  noUpload: 'Nothing uploaded yet.',
} as const;
