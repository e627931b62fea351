import { describe, expect, it } from 'vitest';
import { CROP_ASPECT_PRESETS, cropBoundaryPx, outputSize } from './crop.ts';

describe('crop', () => {
  it('offers the spec presets (002 §9)', () => {
    expect(CROP_ASPECT_PRESETS).toEqual([1.91, 1.78, 1.55, 1.33, 1.0, 0.64]);
  });

  it('sizes the crop area by the screen, from 220 to 520 px', () => {
    expect(cropBoundaryPx(320)).toBe(220);
    expect(cropBoundaryPx(390)).toBe(270);
    expect(cropBoundaryPx(1920)).toBe(520);
    expect(cropBoundaryPx(Number.NaN)).toBe(520);
  });

  it('keeps the crop at its own size up to 1600 px on its longest side', () => {
    expect(outputSize({ width: 800, height: 419 })).toEqual({ width: 800, height: 419 });
    expect(outputSize({ width: 3820, height: 2000 })).toEqual({ width: 1600, height: 838 });
  });
});
