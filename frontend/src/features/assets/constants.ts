// The assets screen's file picker (000 §5).
import { IMAGE_EXTENSIONS, VIDEO_EXTENSIONS } from '../../constants.ts';

/** What the file picker offers; the server decides by content, not by name. */
export const ASSET_ACCEPT = [...IMAGE_EXTENSIONS, ...VIDEO_EXTENSIONS].map((e) => `.${e}`).join(',');
