// The generated data hooks match the specs: a spec change without `npm run gen -w frontend` fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateAll, outDir } from '../../../codegen/api-hooks.ts';

describe('generated data hooks', () => {
  const generated = generateAll();

  it('has one module per context with a spec, and no other', () => {
    expect(readdirSync(outDir).sort()).toEqual([...generated.keys()].sort());
  });

  for (const [file, text] of generated) {
    it(`${file} is what the spec generates`, () => {
      expect(readFileSync(join(outDir, file), 'utf8'), 'run npm run gen -w frontend').toBe(text);
    });
  }
});
