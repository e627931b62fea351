// Gives the C heap's free pages back to the system (issue 31: the embedded default's RSS after a load).
//
// glibc's free() keeps what it frees inside its arenas: only a free run at the very top of the main arena is given
// back (MALLOC_TRIM_THRESHOLD_), so after a burst of requests the memory freed between blocks still in use — socket
// buffers, SQLite's and libvips's working memory, V8's off-heap backing stores — stays counted in RSS for the
// process's life. malloc_trim(0) walks every arena and releases each whole free page inside it (madvise
// MADV_DONTNEED), which is what returns it: measured on the embedded default after list, upload and card-order loads,
// 42 of 97 MB of native memory outside the V8 heap came back (docs/performance.md).
//
// Node has no binding for it, so it is called through koffi (an FFI library whose npm package ships prebuilt
// binaries for glibc and musl: nothing is compiled at install). Where there is no glibc (musl has no arenas to trim,
// macOS and Windows another allocator) the trimmer is absent and nothing is called.
import { createRequire } from 'node:module';

/** Releases free C-heap pages; returns true when memory was given back. */
export type NativeHeapTrim = () => boolean;

/** glibc's malloc_trim, or undefined where the process does not run on glibc or koffi cannot load. */
export function nativeHeapTrimmer(): NativeHeapTrim | undefined {
  if (process.platform !== 'linux') return undefined;
  try {
    // Required here, synchronously, not imported at the top: process-settings.ts, which loads this file when
    // returnMemoryWhenIdle starts, imports nothing heavy before the process restarts with its settings.
    const koffi = createRequire(import.meta.url)('koffi') as typeof import('koffi');
    const mallocTrim = koffi.load('libc.so.6').func('int malloc_trim(size_t pad)') as (pad: number) => number;
    return () => mallocTrim(0) === 1;
  } catch {
    // No libc.so.6 (musl names its library otherwise), or no prebuilt koffi for this machine.
    return undefined;
  }
}

