import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { nativeHeapTrimmer } from './native-heap.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const onGlibc = () => typeof (process.report.getReport() as { header?: { glibcVersionRuntime?: unknown } }).header?.glibcVersionRuntime === 'string';
const rssMb = () => process.memoryUsage.rss() / 1024 / 1024;

describe('the C heap trimmer', () => {
  it('gives back the pages freed between blocks still in use, which glibc keeps without it', { skip: !onGlibc() }, () => {
    const trim = nativeHeapTrimmer();
    assert.ok(trim, 'glibc malloc_trim is reachable on this machine');
    // 3,200 blocks of 32 KB (under glibc's mmap threshold, so from the heap), every 16th kept: the freed 100 MB lie
    // between live blocks, where freeing alone never gives them back (only the heap's free top is).
    let blocks: Buffer[] = [];
    for (let i = 0; i < 3200; i++) blocks.push(Buffer.alloc(32 * 1024, i & 0xff));
    const kept = blocks.filter((_, i) => i % 16 === 0);
    blocks = [];
    gc();
    gc();
    const before = rssMb();
    trim();
    const after = rssMb();
    assert.ok(before - after > 40, `RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB: the freed pages were not given back`);
    assert.equal(kept.length, 200);
    assert.equal(kept[3]![100], 48);
  });
});
