import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { missingSettings } from './process-settings.ts';

describe('process settings every entry applies', () => {
  it('asks for the young generation size, two malloc arenas with fixed thresholds and the compile cache when none is given', () => {
    const missing = missingSettings([], {});
    assert.deepEqual(missing.flags, ['--max-semi-space-size=16']);
    assert.equal(missing.env.MALLOC_ARENA_MAX, '2');
    assert.equal(missing.env.MALLOC_MMAP_THRESHOLD_, '131072');
    assert.equal(missing.env.MALLOC_TRIM_THRESHOLD_, '131072');
    assert.match(missing.env.NODE_COMPILE_CACHE ?? '', /node-compile-cache$/);
  });

  it('keeps what the caller chose: a flag on the command line or in NODE_OPTIONS, a variable already set', () => {
    assert.deepEqual(missingSettings(['--max-semi-space-size=64'], { MALLOC_ARENA_MAX: '8', MALLOC_MMAP_THRESHOLD_: '1', MALLOC_TRIM_THRESHOLD_: '1', NODE_COMPILE_CACHE: '/c' }), { flags: [], env: {} });
    assert.deepEqual(missingSettings([], { NODE_OPTIONS: '--max-semi-space-size=32', MALLOC_ARENA_MAX: '4', MALLOC_MMAP_THRESHOLD_: '1', MALLOC_TRIM_THRESHOLD_: '1', NODE_DISABLE_COMPILE_CACHE: '1' }), { flags: [], env: {} });
  });

  it('applies once: a process started with them, or told not to, asks for nothing', () => {
    assert.deepEqual(missingSettings([], { ADOPS_PROCESS_SETTINGS: 'applied' }), { flags: [], env: {} });
    assert.deepEqual(missingSettings([], { ADOPS_PROCESS_SETTINGS: 'off' }), { flags: [], env: {} });
  });
});
