// Helpers of the rendering specs: PNG pixels (decoded with sharp, a dependency of the platform
// package) and the comparison of two renderings.
import sharp from 'sharp';
import type { TemplateFile } from './template-config.ts';

export interface Pixels {
  width: number;
  height: number;
  channels: number;
  data: Buffer;
}

export async function pixelsOf(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, channels: info.channels, data };
}

/** [r, g, b] at (x, y). */
export function rgbAt(p: Pixels, x: number, y: number): [number, number, number] {
  const i = (y * p.width + x) * p.channels;
  return [p.data[i]!, p.data[i + 1]!, p.data[i + 2]!];
}

/** The share of pixels where some channel differs by more than tolerance (0..255). */
export function diffRatio(a: Pixels, b: Pixels, tolerance = 48): number {
  if (a.width !== b.width || a.height !== b.height) return 1;
  let differing = 0;
  for (let i = 0; i < a.width * a.height; i++) {
    for (let c = 0; c < 3; c++) {
      if (Math.abs(a.data[i * a.channels + c]! - b.data[i * b.channels + c]!) > tolerance) {
        differing++;
        break;
      }
    }
  }
  return differing / (a.width * a.height);
}

/** The share of pixels darker than mid-grey. */
export function darkRatio(p: Pixels): number {
  let dark = 0;
  for (let i = 0; i < p.width * p.height; i++) {
    const [r, g, b] = [p.data[i * p.channels]!, p.data[i * p.channels + 1]!, p.data[i * p.channels + 2]!];
    if (r + g + b < 3 * 128) dark++;
  }
  return dark / (p.width * p.height);
}

/** A template of an index.html (and optionally its other files) with a template.json of the given size and video settings. */
export function template(html: string, json: object = {}, more: TemplateFile[] = []): TemplateFile[] {
  return [
    { fileName: 'index.html', fileType: 'HTML', content: html },
    { fileName: 'template.json', fileType: 'JSON', content: JSON.stringify(json) },
    ...more,
  ];
}
