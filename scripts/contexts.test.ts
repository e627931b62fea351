// The places a context must appear that no generator writes (docs/adding-a-context.md): each test
// names the file to edit, so a half-added context fails here with the step it misses, not later in
// a cluster. What `make gen` writes is checked by its own --check.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { parse } from 'yaml';
import { camelCase, repoRoot, serviceContexts, specContexts } from './contexts.ts';

const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');

describe('every context', () => {
  const specs = specContexts();
  const services = serviceContexts();

  it('has a spec and a service: identity and customer at least', () => {
    for (const context of ['identity', 'customer']) assert.ok(services.includes(context), context);
  });

  for (const context of specs) {
    it(`${context}: its spec is linted (redocly.yaml apis)`, () => {
      const config = parse(read('redocly.yaml')) as { apis?: Record<string, { root?: string }> };
      assert.equal(
        config.apis?.[context]?.root,
        `openapi/${context}/openapi.yaml`,
        `redocly.yaml: apis.${context}.root`,
      );
    });
  }

  for (const context of services) {
    it(`${context}: its package is a workspace whose main export is ${camelCase(context)}Module`, () => {
      const root = JSON.parse(read('package.json')) as { workspaces: string[] };
      assert.ok(
        root.workspaces.includes(`services/${context}`) || root.workspaces.includes('services/*'),
        `package.json workspaces: services/${context}`,
      );
      const manifest = JSON.parse(read(`services/${context}/package.json`)) as {
        name: string;
        description?: string;
        exports?: Record<string, string>;
      };
      assert.equal(manifest.name, `@adops/${context}`);
      assert.match(
        manifest.description ?? '',
        new RegExp(`^${context} context: `),
        'description: "<context> context: what it owns" (the chart says it)',
      );
      const main = manifest.exports?.['.'];
      assert.ok(
        main && existsSync(join(repoRoot, 'services', context, main)),
        `services/${context}/package.json exports["."]`,
      );
      assert.match(read(join('services', context, main)), new RegExp(`export const ${camelCase(context)}Module\\b`));
    });

    it(`${context}: the cluster has its database Secret and its topic (k8s/base)`, () => {
      assert.match(read('k8s/base/mysql/mysql.yaml'), new RegExp(`name: adops-${context}-database\\b`));
      assert.match(read('k8s/base/mysql/10-adops-databases.sh'), new RegExp(`for adops_ctx in [^;]*\\b${context}\\b`));
      assert.match(read('k8s/base/kafka/topics.yaml'), new RegExp(`topicName: ${context}\\.events\\b`));
    });
  }
});
