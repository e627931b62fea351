// CPU time a process has used so far (user + system, all its threads: the event loop, libuv's pool,
// V8's GC and compiler threads), read from /proc/<pid>/stat. The bench reads it before and after a
// k6 step and divides by the requests k6 completed, which stays meaningful when the machine is
// shared: another process taking the cores lowers a service's req/s, not the CPU each request costs.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

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
