// The crop dialog's constants and drawing (002 §9 "Cropper viewport presets by aspect ratio 1.91, 1.78, 1.55,
// 1.33, 1.00, 0.64. Boundaries by screen size run from 220 to 520 px"), kept apart from the dialog for tests.

/** Width : height of the crop viewport: Meta's link ad, 16:9, 14:9, 4:3, square and the 9:14 story-like portrait. */
export const CROP_ASPECT_PRESETS: readonly number[] = [1.91, 1.78, 1.55, 1.33, 1.0, 0.64];
export const DEFAULT_CROP_ASPECT = 1.91;

export const MIN_CROP_BOUNDARY_PX = 220;
export const MAX_CROP_BOUNDARY_PX = 520;

/** What a dialog takes around its body on a phone: its margins and its body's padding (Chakra's lg dialog). */
const DIALOG_CHROME_PX = 120;

/**
 * The side of the crop area for a screen `width` px wide: the screen less the dialog around it, between 220 and
 * 520 px, so the dialog fits a phone and does not sprawl on a desktop.
 */
export function cropBoundaryPx(width: number): number {
  if (!Number.isFinite(width)) return MAX_CROP_BOUNDARY_PX;
  return Math.round(Math.min(MAX_CROP_BOUNDARY_PX, Math.max(MIN_CROP_BOUNDARY_PX, width - DIALOG_CHROME_PX)));
}

export interface PixelArea { x: number; y: number; width: number; height: number }

/** The longest side of a cropped image: enough for any ad placement, small enough to upload quickly. */
export const MAX_CROP_OUTPUT_PX = 1600;

/** The output size of a crop: the area's own pixels, scaled down to at most 1600 px on its longest side. */
export function outputSize(area: Pick<PixelArea, 'width' | 'height'>): { width: number; height: number } {
  const scale = Math.min(1, MAX_CROP_OUTPUT_PX / Math.max(area.width, area.height, 1));
  return { width: Math.max(1, Math.round(area.width * scale)), height: Math.max(1, Math.round(area.height * scale)) };
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    // The image comes from the asset CDN: without CORS the canvas could not be read back.
    img.crossOrigin = 'anonymous';
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('The image could not be read.'));
    img.src = src;
  });
}

/** The cropped area of the image at `src` as a JPEG file. */
export async function cropToFile(src: string, area: PixelArea, name: string): Promise<File> {
  const img = await loadImage(src);
  const size = outputSize(area);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas is not available.');
  ctx.drawImage(img, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height);
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('The image could not be encoded.'))), 'image/jpeg', 0.92));
  return new File([blob], name, { type: 'image/jpeg' });
}
