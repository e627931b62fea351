// The settings screens' messages and dialog titles (001 §8, §9), quoted exactly.
export const SETTINGS_MESSAGES = {
  unlinkAccount: (provider: string) => `Are you sure you want to unlink ${provider} account?`,
  cropUploadError: 'Error while uploading cropped image',
  cropUploading: 'Uploading cropped image...',
} as const;
