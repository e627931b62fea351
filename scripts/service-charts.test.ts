import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { parse } from 'yaml';
import { repoRoot } from './contexts.ts';
import { chartLock, declaredWorker, mergeValues, run } from './service-charts.ts';

/** A repository with this one's chart templates and umbrella, and a single context, listing. */
function fixtureRepo(): string {
  const root = mkdtempSync(join(tmpdir(), 'service-charts-'));
  for (const path of [
    'charts/service-lib/service-template',
    'charts/service-lib/node-service.schema.json',
    'charts/service-lib/worker-template',
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

  it('a declared worker adds its values block, schema property and ci values; none without one', async () => {
    const root = fixtureRepo();
    assert.ok((await run([], root)).ok);
    const read = (path: string) => readFileSync(join(root, path), 'utf8');
    assert.equal(parse(read('charts/listing/values.yaml')).worker, undefined);
    assert.equal(JSON.parse(read('charts/listing/values.schema.json')).properties.worker, undefined);
    assert.doesNotMatch(read('charts/listing/ci/minimal.yaml') + read('charts/listing/ci/all-features.yaml'), /worker/);

    writeFileSync(
      join(root, 'charts', 'listing', 'context.yaml'),
      'worker:\n  command: [node, src/worker.ts]\n  env:\n    # -- Where the browser is.\n    CHROMIUM_PATH: /usr/bin/chromium\n  resources:\n    limits:\n      memory: 2Gi\n',
    );
    assert.ok((await run([], root)).ok);
    const text = read('charts/listing/values.yaml');
    const { worker } = parse(text);
    assert.equal(worker.enabled, true);
    assert.deepEqual(worker.command, ['node', 'src/worker.ts']);
    assert.deepEqual(worker.env, { CHROMIUM_PATH: '/usr/bin/chromium' });
    // The template's defaults where the context says nothing, its values where it does.
    assert.deepEqual(worker.resources, {
      requests: { cpu: '100m', memory: '192Mi' },
      limits: { cpu: '1', memory: '2Gi' },
    });
    assert.equal(worker.replicaCount, 1);
    assert.match(text, /# -- Where the browser is\.\n/);
    assert.match(text, /# -- The worker Deployment/);
    assert.doesNotMatch(text, /this comment is not copied|__CONTEXT__/, "the template file's own note is left out");
    assert.match(text, /run in services\/listing/);

    const schema = JSON.parse(read('charts/listing/values.schema.json'));
    assert.ok(schema.required.includes('worker'));
    assert.deepEqual(schema.properties.worker.properties.command.minItems, 1);
    assert.equal(parse(read('charts/listing/ci/minimal.yaml')).worker.enabled, false);
    assert.equal(parse(read('charts/listing/ci/all-features.yaml')).worker.replicaCount, 2);
    assert.equal(
      parse(read('charts/listing/ci/all-features.yaml')).replicaCount,
      undefined,
      "the template's ci values kept",
    );
    assert.ok((await run(['--check'], root)).ok, 'writing twice changes nothing');
  });

  it('a worker needs a command, and is declared as `worker:`, not under `values:`', () => {
    assert.equal(declaredWorker('values:\n  config: {}\n'), undefined);
    assert.throws(() => declaredWorker('worker:\n  replicaCount: 2\n'), /worker\.command/);
    assert.throws(() => declaredWorker('worker:\n  command: []\n'), /worker\.command/);
    assert.throws(() => declaredWorker('worker: [node]\n'), /must be a map/);
    assert.throws(
      () => declaredWorker('values:\n  worker:\n    command: [node, src/worker.ts]\n'),
      /top-level `worker:`/,
    );
    assert.deepEqual(declaredWorker('worker:\n  command: [node, src/worker.ts]\n')?.toJSON(), {
      command: ['node', 'src/worker.ts'],
    });
  });

  it("the comment above a nested map's first key stays with that key", () => {
    const text = mergeValues(
      '# -- Pod replicas.\nreplicaCount: 2\nimage:\n  # -- Registry.\n  registry: a\n  tag: ""\n',
      'values:\n  # -- One pod: jobs run on the worker.\n  replicaCount: 1\n  image:\n    # -- Our registry.\n    registry: b\n',
    );
    assert.match(text, /^# -- One pod: jobs run on the worker\.\nreplicaCount: 1\n/m);
    assert.match(text, /^ {2}# -- Our registry\.\n {2}registry: b\n/m);
    assert.doesNotMatch(text, /Pod replicas|# -- Registry\./, 'a replaced key takes its new comment');
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
