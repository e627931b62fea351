import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  DOCS_CONTEXT,
  defaultOpenapiDir,
  defaultOut,
  deriveRoutes,
  prefixOf,
  readSpecs,
  render,
  routeFor,
  run,
  unroutedPaths,
} from './ingress-routes.ts';

const here = dirname(fileURLToPath(import.meta.url));
const fixtures = join(here, 'fixtures', 'ingress');
const tmp = () => mkdtempSync(join(tmpdir(), 'ingress-routes-'));

describe('prefixOf', () => {
  it('takes /api and the first segment', () => {
    assert.equal(prefixOf('/api/users'), '/api/users');
    assert.equal(prefixOf('/api/users/{id}/roles'), '/api/users');
    assert.equal(prefixOf('/api/api-keys/'), '/api/api-keys');
  });
  it('has no prefix for paths outside /api or starting with a parameter', () => {
    for (const path of ['/users', '/', '/api', '/api/', '/api/{id}', '/apix/users']) {
      assert.equal(prefixOf(path), undefined, path);
    }
  });
});

describe('routeFor', () => {
  it('matches whole segments like an Ingress Prefix path', () => {
    const routes = {
      ads: { Exact: [], Prefix: ['/api/campaigns'] },
      ads2: { Exact: [], Prefix: ['/api/gdn-campaigns'] },
    };
    assert.equal(routeFor('/api/campaigns/1', routes), 'ads');
    assert.equal(routeFor('/api/gdn-campaigns', routes), 'ads2');
    assert.equal(routeFor('/api/campaignsx', routes), undefined);
  });
  it('prefers an Exact path, then the longest prefix', () => {
    const routes = {
      docs: { Exact: [], Prefix: ['/api', '/openapi'] },
      ads: { Exact: ['/openapi/ads.yaml'], Prefix: ['/api/campaigns'] },
    };
    assert.equal(routeFor('/api/campaigns/1', routes), 'ads');
    assert.equal(routeFor('/api/unknown', routes), 'docs');
    assert.equal(routeFor('/openapi/ads.yaml', routes), 'ads');
    assert.equal(routeFor('/openapi/ads.yamlx', routes), 'docs');
    assert.equal(routeFor('/apix', routes), undefined);
  });
});

describe('the real specs', () => {
  const specs = readSpecs(defaultOpenapiDir);

  it('claim each prefix once', () => {
    assert.deepEqual(deriveRoutes(specs).errors, []);
  });

  it('route every path, every bundled spec and the docs to the context that owns them', () => {
    const { routes } = deriveRoutes(specs);
    assert.deepEqual(unroutedPaths(specs, routes), []);
    assert.equal(routeFor('/openapi/customer.json', routes), 'customer');
    assert.equal(routeFor('/docs', routes), DOCS_CONTEXT);
    assert.equal(routeFor('/api/no-such-thing/1', routes), DOCS_CONTEXT);
  });

  it('match the committed routing table (charts/adops/files/routes.yaml)', () => {
    const result = run(['--check']);
    assert.ok(result.ok, result.messages.join('\n'));
    const committed = readFileSync(defaultOut, 'utf8');
    assert.equal(committed, render(deriveRoutes(specs).routes));
  });
});

describe('fixtures', () => {
  it('ok: derives the prefixes, applies the server base path and skips _shared and generated', () => {
    const specs = readSpecs(join(fixtures, 'ok'));
    assert.deepEqual(
      specs.map((s) => s.context),
      ['alpha', 'beta'],
    );
    const { routes, errors } = deriveRoutes(specs, { docs: 'beta' });
    assert.deepEqual(errors, []);
    assert.deepEqual(routes, {
      alpha: { Exact: ['/openapi/alpha.json', '/openapi/alpha.yaml'], Prefix: ['/api/things', '/api/widgets'] },
      beta: {
        Exact: ['/openapi/beta.json', '/openapi/beta.yaml'],
        Prefix: ['/api', '/api/thing-types', '/docs', '/openapi'],
      },
    });
    assert.deepEqual(unroutedPaths(specs, routes, 'beta'), []);
  });

  it('conflict: two contexts claiming one prefix fail', () => {
    const { errors } = deriveRoutes(readSpecs(join(fixtures, 'conflict')));
    assert.equal(errors.length, 1);
    assert.match(errors[0] ?? '', /prefix \/api\/things is claimed by two contexts: alpha .* and beta/);
  });

  it('unrouted: a path without a route fails', () => {
    const { errors } = deriveRoutes(readSpecs(join(fixtures, 'unrouted')));
    assert.equal(errors.length, 1);
    assert.match(errors[0] ?? '', /path \/things\/\{id\} has no route/);
  });

  it('a committed table that misses a prefix fails the check', () => {
    const dir = tmp();
    const out = join(dir, 'routes.yaml');
    assert.ok(run(['--openapi-dir', join(fixtures, 'ok'), '--out', out]).ok);
    assert.ok(run(['--check', '--openapi-dir', join(fixtures, 'ok'), '--out', out]).ok);
    writeFileSync(out, readFileSync(out, 'utf8').replace('      - /api/widgets\n', ''));
    const result = run(['--check', '--openapi-dir', join(fixtures, 'ok'), '--out', out]);
    assert.equal(result.ok, false);
    assert.match(result.messages.join('\n'), /path \/api\/widgets has no route to alpha/);
    assert.match(result.messages.join('\n'), /differs from what the specs produce/);
  });

  it('the command exits 1 with a clear message on a conflict', () => {
    const out = join(tmp(), 'routes.yaml');
    copyFileSync(defaultOut, out);
    const cli = spawnSync(
      process.execPath,
      [join(here, 'ingress-routes.ts'), '--check', '--openapi-dir', join(fixtures, 'conflict'), '--out', out],
      { encoding: 'utf8' },
    );
    assert.equal(cli.status, 1);
    assert.match(cli.stderr, /prefix \/api\/things is claimed by two contexts/);
  });
});
