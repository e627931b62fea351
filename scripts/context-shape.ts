// What the shape test (context-shape.test.ts) reads from the code: its source files, the database
// calls a file makes, and the import circles between files. Text, not types: it runs in a second.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const SKIPPED = new Set(['node_modules', 'dist', 'generated']);

/** Every .ts file below `dir` (not .d.ts), unit tests included. */
export function sourceFilesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFilesUnder(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * The ways a file can reach the database, each named: a value import of typeorm, the transaction's
 * EntityManager (`tx.m`, `.manager`), a repository, a query builder or its terminal calls, and the
 * owned-resource kit's query builders. The same list as the ESLint rule "Queries live in store.ts".
 */
const QUERIES: Array<[RegExp, string]> = [
  [/^import (?!type\b)[^;]*from 'typeorm'/m, "a value import of 'typeorm'"],
  [/\b\w+\.m\.\w+\(/, 'the transaction\'s EntityManager (tx.m)'],
  [/\.manager\b/, 'an EntityManager (.manager)'],
  [/\.(getRepository|createQueryBuilder)\(/, 'a repository or query builder'],
  [/\.(andWhere|orWhere|getOne|getMany|getManyAndCount|getCount|getRawOne|getRawMany|getExists)\(/, 'a query builder call'],
  [/\.(query|queryForUpdate)\((principal|actor|SYSTEM|tx)\b/, "the kit's query builder (resource.query)"],
];

export function queryIn(text: string): string[] {
  const code = text.replace(/^\s*(\/\/|\*|\/\*).*$/gm, '');
  return QUERIES.filter(([pattern]) => pattern.test(code)).map(([, what]) => what);
}

/** The relative imports of a file, resolved to files that exist. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:^import|^export)[^;]*?from '(\.[^']+)'|import\('(\.[^']+)'\)/gms)].map((m) => (m[1] ?? m[2])!);
  return specs.map((spec) => resolve(dirname(file), spec)).map((path) => (existsSync(path) && statSync(path).isDirectory() ? join(path, 'index.ts') : path)).filter((path) => existsSync(path));
}

/** Each set of files that import each other, directly or round a longer loop (Tarjan's components). */
export function importCircles(files: string[]): string[][] {
  const graph = new Map(files.map((file) => [file, importsOf(file)]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1) circles.push(component.sort());
    }
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return circles;
}
