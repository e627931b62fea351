// Summarises a V8 .cpuprofile (node --cpu-prof): self time by function and by where the code lives
// (our code vs each package), so the list endpoint's cost splits into validator, auth, ORM, driver,
// serialisation, HTTP and GC.
//
//   node scripts/k6/cpu-profile-summary.ts <file.cpuprofile> [top=25]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a frame's code lives: the package name, our service folder, node's internals, or V8. */
function place(url: string, fn: string): string {
  if (!url) return fn.startsWith('(') ? fn : '(native/V8)';
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0];
  const ours = url.match(/(services\/[^/]+\/src\/[^/]+|openapi\/[^/]+)/);
  return ours ? ours[1]! : url.replace(/^file:\/\//, '');
}

export function summariseProfile(file: string, top = 25): string {
  const p = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  p.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (p.timeDeltas[i] ?? 0)));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const idle = [...self].filter(([id]) => byId.get(id)!.callFrame.functionName === '(idle)').reduce((a, [, t]) => a + t, 0);
  const busy = total - idle;
  const fns = new Map<string, number>();
  const places = new Map<string, number>();
  for (const [id, t] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    if (functionName === '(idle)') continue;
    const where = place(url, functionName);
    const key = `${functionName || '(anonymous)'}  ${where}${url ? `:${lineNumber + 1}` : ''}`;
    fns.set(key, (fns.get(key) ?? 0) + t);
    places.set(where, (places.get(where) ?? 0) + t);
  }
  const pct = (t: number) => `${((t / busy) * 100).toFixed(1).padStart(5)} %`;
  const rows = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).slice(0, top).map(([k, t]) => `${pct(t)}  ${(t / 1000).toFixed(0).padStart(6)} ms  ${k}`);
  return [
    `profile ${file}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy (${((busy / total) * 100).toFixed(0)} %); shares below are of busy time`,
    '',
    'self time by package / folder:',
    ...rows(places),
    '',
    'self time by function:',
    ...rows(fns),
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(summariseProfile(process.argv[2]!, Number(process.argv[3] ?? 25)));
}
