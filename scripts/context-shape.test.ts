// Every context has the one shape of docs/context-shape.md: wiring at the root, one folder per area,
// queries only in store.ts, pure rules with their unit tests beside them, no type escapes and no import
// circles. Each failure names the file and the rule it breaks, so a context that drifts fails here.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';
import { camelCase, repoRoot, serviceContexts } from './contexts.ts';
import { importCircles, queryIn, sourceFilesUnder } from './context-shape.ts';

const ROOT_FILES = new Set(['main.ts', 'app.ts', 'config.ts', 'migrate.ts', 'tables.ts', 'worker.ts']);
const AREA_NAME = /^[a-z][a-z0-9-]*$/;
/** The files where a context touches its tables (docs/context-shape.md). */
const MAY_QUERY = (path: string) => /(^|\/)(store|entities|tables)\.ts$/.test(path) || /(^|\/)migrations\//.test(path);

describe('every context has one shape (docs/context-shape.md)', () => {
  for (const context of serviceContexts()) {
    const src = join(repoRoot, 'services', context, 'src');
    const at = (path: string) => relative(repoRoot, path);

    it(`${context}: its src root holds main.ts, app.ts, tables.ts, migrations/ and area folders only`, () => {
      for (const required of ['main.ts', 'app.ts', 'tables.ts']) assert.ok(existsSync(join(src, required)), `${at(join(src, required))} is missing`);
      for (const entry of readdirSync(src, { withFileTypes: true })) {
        if (entry.isFile()) assert.ok(ROOT_FILES.has(entry.name), `${at(join(src, entry.name))}: a file at the root of src is wiring only (main.ts, app.ts, config.ts, migrate.ts, tables.ts, worker.ts); move it into its area`);
        else if (entry.isDirectory()) assert.match(entry.name, AREA_NAME, `${at(join(src, entry.name))}: an area is named in lower-case words`);
      }
    });

    it(`${context}: tables.ts lists its tables and migrations, and app.ts takes them from there`, () => {
      const name = camelCase(context);
      const tables = readFileSync(join(src, 'tables.ts'), 'utf8');
      for (const list of [`${name}Tables`, `${name}Migrations`]) assert.match(tables, new RegExp(`export const ${list}\\b`), `${at(join(src, 'tables.ts'))}: export const ${list}`);
      const app = readFileSync(join(src, 'app.ts'), 'utf8');
      assert.match(app, new RegExp(`entities: ${name}Tables\\b`), `${at(join(src, 'app.ts'))}: entities: ${name}Tables`);
      assert.match(app, new RegExp(`migrations: ${name}Migrations\\b`), `${at(join(src, 'app.ts'))}: migrations: ${name}Migrations`);
    });

    for (const area of areasOf(src)) {
      const dir = join(src, area);
      it(`${context}/${area}: an area with an entry point, whose subfolders hold pure code`, () => {
        assert.ok(existsSync(join(dir, 'handlers.ts')) || existsSync(join(dir, 'events.ts')), `${at(dir)}: an area has handlers.ts or events.ts`);
        for (const entry of readdirSync(dir, { withFileTypes: true })) {
          if (!entry.isDirectory()) continue;
          for (const file of sourceFilesUnder(join(dir, entry.name))) {
            assert.doesNotMatch(file, /(^|\/)(store|handlers|entities)\.ts$/, `${at(file)}: a subfolder of an area holds pure code, not a ${file.split('/').pop()}`);
          }
        }
      });
    }

    it(`${context}: queries only in store.ts, entities.ts, tables.ts and migrations/`, () => {
      const offences = sourceFilesUnder(src)
        .filter((file) => !MAY_QUERY(relative(src, file)))
        .flatMap((file) => queryIn(readFileSync(file, 'utf8')).map((what) => `${at(file)}: ${what}`));
      assert.deepEqual(offences, [], 'move these into the area\'s store.ts');
    });

    it(`${context}: every rules.ts is pure and has its unit tests beside it`, () => {
      for (const file of sourceFilesUnder(src).filter((f) => f.endsWith('/rules.ts'))) {
        assert.ok(existsSync(file.replace(/\.ts$/, '.spec.ts')), `${at(file)}: its unit tests belong in rules.spec.ts beside it`);
        const imports = [...readFileSync(file, 'utf8').matchAll(/^import [^;]*?from '([^']+)'/gms)].map((m) => m[1]!);
        const impure = imports.filter((spec) => spec === 'typeorm' || /(^|\/)(store|entities|tables)\.ts$/.test(spec) || /^node:(fs|net|http|https|child_process)/.test(spec));
        assert.deepEqual(impure, [], `${at(file)}: rules are pure; no store, table or I/O import`);
      }
    });
  }

  it('no type escapes (`as never`) in services/*/src', () => {
    const escapes = sourceFilesUnder(join(repoRoot, 'services'))
      .filter((file) => /\/src\//.test(file))
      .filter((file) => /\bas never\b/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(repoRoot, file));
    assert.deepEqual(escapes, []);
  });

  it('no import circles in services/*/src', () => {
    const files = sourceFilesUnder(join(repoRoot, 'services')).filter((file) => /\/src\//.test(file));
    const circles = importCircles(files).map((circle) => circle.map((file) => relative(repoRoot, file)).join(' -> '));
    assert.deepEqual(circles, []);
  });

  it('one name for the principal: no `principalOf as …`, no one-letter fields', () => {
    const offences = sourceFilesUnder(join(repoRoot, 'services'))
      .filter((file) => /\/src\//.test(file))
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        return [
          ...(/principalOf as \w+/.test(text) ? [`${relative(repoRoot, file)}: principalOf renamed`] : []),
          ...[...text.matchAll(/this\.([a-z])\b(?!\w)/g)].map((m) => `${relative(repoRoot, file)}: this.${m[1]}`),
        ];
      });
    assert.deepEqual([...new Set(offences)], []);
  });
});

function areasOf(src: string): string[] {
  return readdirSync(src, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'migrations')
    .map((d) => d.name)
    .sort();
}
