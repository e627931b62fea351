// CPU time a process has used so far (user + system, all its threads: the event loop, libuv's pool,
// V8's GC and compiler threads), read from /proc/<pid>/stat. The bench reads it before and after a
// k6 step and divides by the requests k6 completed, which stays meaningful when the machine is
// shared: another process taking the cores lowers a service's req/s, not the CPU each request costs.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times (USER_HZ; 100 on Linux almost everywhere). */
const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU milliseconds used by `pid` since it started (NaN once it is gone); 1000/USER_HZ ms resolution. */
export function cpuMs(pid: number): number {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return NaN;
  const stat = readFileSync(file, 'utf8');
  // The command name (field 2) is in parentheses and may hold spaces: count fields after its ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the name: state (3), ppid (4) … utime (14) and stime (15), i.e. indexes 11 and 12 here.
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** Fields after the command name of /proc/<pid>/stat, or undefined once the process is gone. */
function statFields(pid: number | string): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/**
 * CPU milliseconds of `pid` and all its live descendants, with the children each of them has reaped
 * (cutime, cstime): a render's work is mostly in Chromium's processes and ffmpeg, the service's
 * children, which cpuMs leaves out. A process that ended counts once, in the parent that reaped it.
 */
export function treeCpuMs(pid: number): number {
  if (!statFields(pid)) return NaN;
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(entry);
    if (!fields) continue;
    const ppid = Number(fields[1]);
    children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
  }
  let ticks = 0;
  const pending = [pid];
  while (pending.length) {
    const at = pending.pop()!;
    const fields = statFields(at);
    // utime, stime, cutime, cstime: fields 14–17, indexes 11–14 after the name.
    if (fields) ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    pending.push(...(children.get(at) ?? []));
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
