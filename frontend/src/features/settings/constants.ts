// A user picture (the contract's ImageUpload: at most 2 MB), cropped square.
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;
export const PICTURE_CROP_ASPECT = 1;
export const PICTURE_OUTPUT_SIZE = 256;
