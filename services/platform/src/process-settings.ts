// Every process's settings: the embedded default's and each service's and worker's own (docs/decisions.md, "The
// embedded default's memory"; a standalone service's export rose 148 MB without them, issue 31). They must be in place
// when the process starts (V8 sizes its heap when the isolate is made; glibc reads MALLOC_ARENA_MAX when malloc starts;
// the compile cache must be on before the first .ts file is read), so each entry (main.ts, worker.ts) calls
// applyProcessSettings before it imports anything else, which replaces the process image once with them
// (process.execve: the same pid, stdio and arguments). This file imports nothing heavy for that reason.
//
// - --max-semi-space-size=16: V8 sizes the young generation from the machine's memory (64 MB semi-spaces, 128 MB
//   and more of RSS on a 24 GB machine, touched by the first scavenges of start-up and never given back at idle).
//   16 MB a semi-space is the size V8 used by default until Node 20 and costs no measurable CPU per request here.
// - MALLOC_ARENA_MAX=2: glibc makes a malloc arena per thread that allocates (V8's compiler and GC threads, libuv's
//   pool for argon2 and fs), up to 8 per core, each keeping its freed memory.
// - MALLOC_MMAP_THRESHOLD_=131072 and MALLOC_TRIM_THRESHOLD_=131072: glibc raises its mmap threshold each time a large
//   block is freed (up to 32 MB), after which a request's and an export's large buffers come from the heap and, freed,
//   stay in it between smaller live blocks. Fixed at 128 KB (above the 64 KB socket read buffers, so those stay on the
//   heap) large blocks are mapped and unmapped, and the heap's free top is given back past 128 KB. Measured on the
//   embedded default after list users and list orders at 300/s: malloc outside the V8 heap 65–83 MB → 40–44 MB,
//   idle after the load +11–30 % → +6 % of idle after start (docs/performance.md).
// - NODE_COMPILE_CACHE: Node strips the TypeScript of every source file with swc compiled to WebAssembly; its memory
//   only grows (~40 MB for our ~550 files). With the compile cache, a start after the first reads the stripped code
//   (and V8's code cache) from disk and never loads the stripper. The cache is keyed by each file's content.
//
// What the caller already chose wins: a flag in NODE_OPTIONS or on the command line, a variable already set.
// ADOPS_PROCESS_SETTINGS=off starts without any of it (a profiler or debugger that must see the first process).
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const NODE_FLAGS = ['--max-semi-space-size=16'];
const MARK = 'ADOPS_PROCESS_SETTINGS';

/** Flags and variables the process should have and does not; empty when nothing is missing. */
export function missingSettings(execArgv: readonly string[], env: NodeJS.ProcessEnv): { flags: string[]; env: Record<string, string> } {
  if (env[MARK] === 'off' || env[MARK] === 'applied') return { flags: [], env: {} };
  const given = `${execArgv.join(' ')} ${env.NODE_OPTIONS ?? ''}`;
  const flags = NODE_FLAGS.filter((flag) => !given.includes(flag.split('=')[0]!));
  const vars: Record<string, string> = {};
  if (!env.MALLOC_ARENA_MAX) vars.MALLOC_ARENA_MAX = '2';
  if (!env.MALLOC_MMAP_THRESHOLD_) vars.MALLOC_MMAP_THRESHOLD_ = '131072';
  if (!env.MALLOC_TRIM_THRESHOLD_) vars.MALLOC_TRIM_THRESHOLD_ = '131072';
  if (!env.NODE_COMPILE_CACHE && env.NODE_DISABLE_COMPILE_CACHE === undefined) vars.NODE_COMPILE_CACHE = join(tmpdir(), 'node-compile-cache');
  return { flags, env: vars };
}

/** Restarts this process in place with the settings it lacks (once); returns when there is nothing to apply. */
export function applyProcessSettings(): void {
  const missing = missingSettings(process.execArgv, process.env);
  if (!missing.flags.length && !Object.keys(missing.env).length) return;
  if (typeof process.execve !== 'function' || process.platform === 'win32') return;
  process.execve(process.execPath, [process.execPath, ...missing.flags, ...process.execArgv, ...process.argv.slice(1)], { ...process.env, ...missing.env, [MARK]: 'applied' });
}

type Gc = (options?: { type?: 'major' | 'minor'; execution?: 'sync' | 'async'; flavor?: 'regular' | 'last-resort' }) => void;

/**
 * Gives memory back when the process goes quiet: a compacting full GC once start-up is over, and again after a busy
 * spell once the event loop has been quiet for a whole `windowMs` (V8's own memory reducer waits for allocation to
 * stop and often leaves start-up's and a load's garbage in place for minutes). Each GC is followed by glibc's
 * malloc_trim (native-heap.ts): the GC frees the backing stores and native objects the garbage held, the trim gives
 * their pages back. Costs one GC and one trim (~0.1 s together) per quiet spell.
 */
export async function returnMemoryWhenIdle(windowMs = 10_000): Promise<void> {
  const v8 = await import('node:v8');
  const { runInNewContext } = await import('node:vm');
  const { performance } = await import('node:perf_hooks');
  v8.setFlagsFromString('--expose-gc');
  const { nativeHeapTrimmer } = await import('./native-heap.ts');
  const gc = runInNewContext('gc') as Gc;
  const trim = nativeHeapTrimmer();
  const compact = () => {
    gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    trim?.();
  };
  setTimeout(compact, 2000).unref();
  let last = performance.eventLoopUtilization();
  let busySinceGc = false;
  setInterval(() => {
    const now = performance.eventLoopUtilization();
    const window = performance.eventLoopUtilization(now, last);
    last = now;
    // Busy: a tenth of the window or more on the loop. Quiet: under 3 % (the idle process's timers, the outbox relays
    // and the revocation polls of seven modules, take about 1 %; more on a loaded machine).
    if (window.utilization > 0.1) busySinceGc = true;
    else if (busySinceGc && window.utilization < 0.03) {
      busySinceGc = false;
      compact();
    }
  }, windowMs).unref();
}
