import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { parse } from 'yaml';
import { repoRoot } from './contexts.ts';
import { chartLock, mergeValues, run } from './service-charts.ts';

/** A repository with this one's chart templates and umbrella, and a single context, listing. */
function fixtureRepo(): string {
  const root = mkdtempSync(join(tmpdir(), 'service-charts-'));
  for (const path of [
    'charts/service-lib/service-template',
    'charts/service-lib/node-service.schema.json',
    'charts/frontend/Chart.yaml',
    'charts/adops/Chart.yaml',
    'charts/adops/values.yaml',
    'charts/adops/values.schema.json',
    'charts/adops/ci/frontend-only.yaml',
  ]) {
    cpSync(join(repoRoot, path), join(root, path), { recursive: true });
  }
  mkdirSync(join(root, 'openapi', 'listing'), { recursive: true });
  writeFileSync(
    join(root, 'openapi', 'listing', 'openapi.yaml'),
    'openapi: 3.1.0\npaths:\n  /api/listings: {}\n  /api/listings/{id}: {}\n  /api/open-homes: {}\n',
  );
  mkdirSync(join(root, 'services', 'listing'), { recursive: true });
  writeFileSync(
    join(root, 'services', 'listing', 'package.json'),
    JSON.stringify({ name: '@adops/listing', description: 'listing context: listings, assets and open homes' }),
  );
  return root;
}

describe('service charts', () => {
  it('the committed charts are what the template and the contexts make', async () => {
    const result = await run(['--check']);
    assert.ok(result.ok, result.messages.join('\n'));
  });

  it('a new context gets its chart and its place in the umbrella without a hand-written file', async () => {
    const root = fixtureRepo();
    const stale = await run(['--check'], root);
    assert.equal(stale.ok, false);
    assert.match(stale.messages.join('\n'), /charts\/listing\/Chart\.yaml is out of date/);

    assert.ok((await run([], root)).ok);
    assert.ok((await run(['--check'], root)).ok, 'writing twice changes nothing');
    const read = (path: string) => readFileSync(join(root, path), 'utf8');
    const chart = parse(read('charts/listing/Chart.yaml'));
    assert.equal(chart.name, 'listing');
    assert.equal(
      chart.description,
      'AdOps listing service: listings, assets and open homes (/api/listings, /api/open-homes).',
    );
    const values = parse(read('charts/listing/values.yaml'));
    assert.equal(values.image.repository, 'listing');
    assert.deepEqual(
      [values.database.name, values.database.user, values.database.existingSecret],
      ['listing', 'listing', 'adops-listing-database'],
    );
    assert.deepEqual(values.secretEnv, {});
    assert.doesNotMatch(
      read('charts/listing/values.yaml') + read('charts/listing/ci/all-features.yaml'),
      /customer|__CONTEXT__|services\/identity|adops-identity|SERVICE=identity/,
    );
    assert.equal(JSON.parse(read('charts/listing/values.schema.json')).title, 'AdOps listing service chart values');

    const umbrella = parse(read('charts/adops/Chart.yaml'));
    assert.deepEqual(
      umbrella.dependencies.map((d: { name: string }) => d.name),
      ['listing', 'frontend'],
    );
    assert.equal(parse(read('charts/adops/values.yaml')).listing.enabled, true);
    assert.equal(parse(read('charts/adops/ci/frontend-only.yaml')).listing.enabled, false);
    assert.ok(JSON.parse(read('charts/adops/values.schema.json')).properties.listing);
    assert.match(read('charts/adops/Chart.lock'), /- name: listing\n {2}repository: file:\/\/\.\.\/listing/);
  });

  it('context.yaml adds to the values, comments kept', async () => {
    const root = fixtureRepo();
    mkdirSync(join(root, 'charts', 'listing'), { recursive: true });
    writeFileSync(
      join(root, 'charts', 'listing', 'context.yaml'),
      'values:\n  secretEnv:\n    # -- Where listing photos are stored.\n    S3_URL: { secretName: adops-s3, key: url }\n  resources:\n    limits:\n      memory: 1Gi\n',
    );
    assert.ok((await run([], root)).ok);
    const text = readFileSync(join(root, 'charts', 'listing', 'values.yaml'), 'utf8');
    const values = parse(text);
    assert.deepEqual(values.secretEnv, { S3_URL: { secretName: 'adops-s3', key: 'url' } });
    assert.deepEqual(values.resources, {
      requests: { cpu: '100m', memory: '192Mi' },
      limits: { cpu: '1', memory: '1Gi' },
    });
    assert.match(text, /# -- Where listing photos are stored\.\n/);
    assert.match(text, /# -- Requests and limits of the service container\.\n/);
    assert.ok((await run(['--check'], root)).ok);
    writeFileSync(join(root, 'charts', 'listing', 'values.yaml'), text.replace('memory: 1Gi', 'memory: 2Gi'));
    assert.match((await run(['--check'], root)).messages.join('\n'), /charts\/listing\/values\.yaml is out of date/);
  });

  it('mergeValues replaces scalars and merges maps', () => {
    const merged = parse(mergeValues('a: 1\nb:\n  c: 2\n  d: 3\ne: {}\n', 'values:\n  b:\n    d: 4\n  e:\n    f: 5\n'));
    assert.deepEqual(merged, { a: 1, b: { c: 2, d: 4 }, e: { f: 5 } });
  });

  it('Chart.lock has the digest helm dependency update writes', () => {
    // charts/identity/Chart.lock as helm 3 wrote it before this generator existed.
    const lock = chartLock([{ name: 'service-lib', version: '0.1.0', repository: 'file://../service-lib' }], 'x');
    assert.match(lock, /^digest: sha256:894c69f846acee1f90f368ccef5719fd5d9974d24d0fa9d7c1e1613e8d5a1169$/m);
  });
});
