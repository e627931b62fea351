/**
 * The umbrella chart gives every service the installation's public URL (PUBLIC_URL: e-mailed links,
 * the `servers` of the served specs) from its own Ingress, with nothing set by hand.
 *
 * Renders charts/adops with `helm template` and reads PUBLIC_URL as each service's pods get it (a
 * ConfigMap through envFrom for the Deployment, an inline env entry for the migration Job). Needs
 * helm on PATH and the umbrella's dependencies built: scripts/charts-check runs it after
 * `helm dependency build` (a `.check.ts`, so the scripts' unit tests do not pick it up without them).
 *
 *   node --test scripts/charts-public-url.check.ts
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { parseAllDocuments } from 'yaml';
import { repoRoot, serviceContexts } from './contexts.ts';

interface Container {
  name: string;
  env?: { name: string; value?: string }[];
  envFrom?: { configMapRef?: { name: string } }[];
}
interface Manifest {
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  data?: Record<string, string>;
  spec?: {
    template?: { spec?: { containers?: Container[] } };
    tls?: { hosts: string[] }[];
    rules?: { host?: string }[];
  };
}

const umbrella = join(repoRoot, 'charts', 'adops');
const services = serviceContexts(repoRoot);

/** `helm template` of the umbrella with these `--set` values: the manifests, or helm's error. */
function render(sets: Record<string, string>): { manifests: Manifest[]; error: string } {
  const args = ['template', 'adops', umbrella, '-n', 'adops'];
  for (const [key, value] of Object.entries(sets)) args.push('--set', `${key}=${value}`);
  const result = spawnSync('helm', args, { encoding: 'utf8' });
  assert.ifError(result.error); // helm missing: run through scripts/charts-check, which installs it
  if (result.status !== 0) return { manifests: [], error: result.stderr };
  const manifests = parseAllDocuments(result.stdout)
    .map((doc) => doc.toJS() as Manifest | null)
    .filter((m): m is Manifest => m !== null);
  return { manifests, error: '' };
}

/** `<kind>/<name> <container>` -> PUBLIC_URL, for every Deployment and Job of a service. */
function publicUrls(manifests: Manifest[]): Map<string, string | undefined> {
  const configMaps = new Map(manifests.filter((m) => m.kind === 'ConfigMap').map((m) => [m.metadata.name, m.data]));
  const urls = new Map<string, string | undefined>();
  for (const m of manifests) {
    if (!['Deployment', 'Job'].includes(m.kind)) continue;
    if (!services.includes(m.metadata.labels?.['app.kubernetes.io/component'] ?? '')) continue;
    for (const c of m.spec?.template?.spec?.containers ?? []) {
      const inline = c.env?.find((e) => e.name === 'PUBLIC_URL')?.value;
      const fromConfigMap = (c.envFrom ?? [])
        .map((from) => from.configMapRef && configMaps.get(from.configMapRef.name)?.PUBLIC_URL)
        .find((url) => url !== undefined);
      urls.set(`${m.kind}/${m.metadata.name} ${c.name}`, inline ?? fromConfigMap);
    }
  }
  return urls;
}

/** Every service's Deployment is rendered and every service pod gets `expected`. */
function assertEveryService(manifests: Manifest[], expected: string) {
  const deployed = manifests
    .filter((m) => m.kind === 'Deployment')
    .map((m) => m.metadata.labels?.['app.kubernetes.io/component']);
  for (const context of services) assert.ok(deployed.includes(context), `no Deployment for ${context}`);
  const urls = publicUrls(manifests);
  assert.ok(urls.size >= services.length);
  for (const [where, url] of urls) assert.equal(url, expected, `PUBLIC_URL of ${where}`);
}

describe('the umbrella chart names the installation (PUBLIC_URL)', () => {
  it('from the Ingress host alone, https with TLS, for every service', () => {
    const { manifests, error } = render({
      'global.ingress.host': 'example.test',
      'global.ingress.tls.enabled': 'true',
    });
    assert.equal(error, '');
    assertEveryService(manifests, 'https://example.test');
    const ingress = manifests.find((m) => m.kind === 'Ingress');
    assert.deepEqual(ingress?.spec?.tls?.[0]?.hosts, ['example.test'], 'the Ingress serves the same host');
    assert.deepEqual(ingress?.spec?.rules?.[0]?.host, 'example.test');
  });

  it('http without TLS', () => {
    const { manifests, error } = render({ 'global.ingress.host': 'example.test' });
    assert.equal(error, '');
    assertEveryService(manifests, 'http://example.test');
  });

  it('global.publicUrl, set by hand, wins over the Ingress host', () => {
    const { manifests, error } = render({
      'global.ingress.host': 'example.test',
      'global.ingress.tls.enabled': 'true',
      'global.publicUrl': 'https://api.partner.test/adops',
    });
    assert.equal(error, '');
    assertEveryService(manifests, 'https://api.partner.test/adops');
  });

  it("a chart's own publicUrl wins for that service alone", () => {
    const [first, ...others] = services;
    assert.ok(first);
    const { manifests, error } = render({
      'global.ingress.host': 'example.test',
      [`${first}.publicUrl`]: 'https://one.example.test',
    });
    assert.equal(error, '');
    const urls = [...publicUrls(manifests)];
    assert.ok(urls.some(([where, url]) => where.includes(`-${first} `) && url === 'https://one.example.test'));
    for (const other of others) {
      assert.ok(urls.some(([where, url]) => where.includes(`-${other} `) && url === 'http://example.test'));
    }
  });

  it('no guessed host: without an Ingress host, or with the Ingress off, rendering fails until global.publicUrl is set', () => {
    const cases: Record<string, string>[] = [{ 'global.ingress.host': '' }, { 'global.ingress.enabled': 'false' }];
    for (const sets of cases) {
      const { error } = render(sets);
      assert.match(error, /PUBLIC_URL: set global\.publicUrl/, JSON.stringify(sets));
      const fixed = render({ ...sets, 'global.publicUrl': 'https://adops.example.test' });
      assert.equal(fixed.error, '');
      assertEveryService(fixed.manifests, 'https://adops.example.test');
    }
  });
});
