// No Docker engine runs here, so this reads services/Dockerfile (the one image of every service,
// `--build-arg SERVICE=<context>`) and checks, for every context with a service, that what it copies
// and runs exists, that the service needs no workspace the image leaves out, and that the build
// context (.dockerignore) keeps what it copies.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { repoRoot, serviceContexts } from './contexts.ts';
import { declaredWorker } from './service-charts.ts';

const dockerfile = readFileSync(join(repoRoot, 'services', 'Dockerfile'), 'utf8');
/** Instructions with their continuation lines joined, comments dropped. */
const instructions = dockerfile
  .replace(/\\\n/g, ' ')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));
const substitute = (text: string, service: string) => text.replace(/\$\{SERVICE\}|\$SERVICE\b/g, service);

/** Sources of the COPY instructions that read the build context (not another stage). */
const copiedSources = instructions
  .filter((line) => /^COPY\s/i.test(line) && !/--from=/.test(line))
  .map((line) => line.split(/\s+/).filter((w) => !w.startsWith('--')))
  .flatMap((words) => words.slice(1, -1))
  .filter((source) => source !== '.');
const lastWorkdir =
  instructions
    .filter((line) => /^WORKDIR\s/i.test(line))
    .at(-1)
    ?.split(/\s+/)[1] ?? '/';
const cmd = JSON.parse(instructions.find((line) => /^CMD\s/i.test(line))?.slice(4) ?? '[]') as string[];
const migrationTemplate = readFileSync(join(repoRoot, 'charts', 'service-lib', 'templates', '_migration.tpl'), 'utf8');
const migrationCommand = JSON.parse(/command: (\[.*\])/.exec(migrationTemplate)?.[1] ?? '[]') as string[];
/** The image's path of a file of the repository (the runtime stage copies the repository to /app). */
const inRepo = (imagePath: string) => join(repoRoot, imagePath.replace(/^\/app\/?/, ''));

describe('services/Dockerfile', () => {
  const services = serviceContexts();

  it('is the only service Dockerfile', () => {
    assert.ok(services.length > 0);
    const copies = readdirSync(join(repoRoot, 'services')).filter((d) =>
      existsSync(join(repoRoot, 'services', d, 'Dockerfile')),
    );
    assert.deepEqual(
      copies,
      [],
      'services/<context>/Dockerfile: build services/Dockerfile with --build-arg SERVICE=<context>',
    );
  });

  it('takes the service as the build argument SERVICE, runs node from its folder', () => {
    assert.match(dockerfile, /^ARG SERVICE$/m);
    assert.equal(lastWorkdir, '/app/services/${SERVICE}');
    assert.deepEqual(cmd, ['node', 'src/main.ts']);
    assert.deepEqual(copiedSources, ['openapi/', 'services/platform/', 'services/${SERVICE}/']);
  });

  for (const service of serviceContexts()) {
    it(`${service}: the image copies, installs and runs what exists`, () => {
      for (const source of copiedSources) assert.ok(existsSync(join(repoRoot, substitute(source, service))), source);
      const workdir = inRepo(substitute(lastWorkdir, service));
      for (const file of [cmd.at(-1), migrationCommand.at(-1)]) {
        assert.ok(
          file && existsSync(join(workdir, file)),
          `services/${service}/${file} (the image's CMD or the chart's migration Job)`,
        );
      }
      assert.ok(
        existsSync(join(repoRoot, 'openapi', 'generated', `${service}.openapi.yaml`)),
        'the bundled spec it serves',
      );
      // `npm ci --workspace services/<service>` links its workspace dependencies; the image copies only these.
      const manifest = JSON.parse(readFileSync(join(repoRoot, 'services', service, 'package.json'), 'utf8')) as {
        name: string;
        dependencies?: Record<string, string>;
      };
      assert.equal(manifest.name, `@adops/${service}`);
      const workspaces = Object.keys(manifest.dependencies ?? {}).filter((d) => d.startsWith('@adops/'));
      for (const workspace of workspaces)
        assert.ok(['@adops/openapi', '@adops/platform'].includes(workspace), `${workspace} is not in the image`);
    });
  }

  for (const service of serviceContexts()) {
    const contextFile = join(repoRoot, 'charts', service, 'context.yaml');
    const worker = existsSync(contextFile) ? declaredWorker(readFileSync(contextFile, 'utf8')) : undefined;
    if (!worker) continue;
    it(`${service}: the image has what its worker Deployment runs (charts/${service}/context.yaml)`, () => {
      const { command } = worker.toJSON() as { command: string[] };
      assert.equal(command[0], 'node', 'the worker runs node, as the image does');
      const workdir = inRepo(substitute(lastWorkdir, service));
      assert.ok(existsSync(join(workdir, command.at(-1)!)), `services/${service}/${command.at(-1)} (the worker's command)`);
    });
  }

  it("installs the Debian packages a service's package.json declares (adops.systemPackages), and only those", () => {
    const install = instructions.find((line) => /^RUN\s/.test(line) && line.includes('systemPackages'));
    assert.ok(install, 'a RUN that reads adops.systemPackages');
    assert.match(install, /source=\/manifests\/services/, 'read from the manifests stage');
    assert.match(install, /apt-get install -y --no-install-recommends \$packages/);
    const listing = JSON.parse(readFileSync(join(repoRoot, 'services', 'listing', 'package.json'), 'utf8')) as { adops?: { systemPackages?: string[] } };
    // Video poster frames (the media kit's posterFrame) need ffmpeg in the listing image.
    assert.deepEqual(listing.adops?.systemPackages, ['ffmpeg']);
    // creative's render worker runs headless Chromium (CHROMIUM_PATH /usr/bin/chromium) and ffmpeg.
    const creative = JSON.parse(readFileSync(join(repoRoot, 'services', 'creative', 'package.json'), 'utf8')) as { adops?: { systemPackages?: string[] } };
    for (const needed of ['chromium', 'ffmpeg'])
      assert.ok(creative.adops?.systemPackages?.includes(needed), `services/creative/package.json: "adops": {"systemPackages": [..., "${needed}"]}`);
    for (const service of serviceContexts()) {
      const packages = (JSON.parse(readFileSync(join(repoRoot, 'services', service, 'package.json'), 'utf8')) as { adops?: { systemPackages?: unknown } }).adops?.systemPackages ?? [];
      assert.ok(Array.isArray(packages) && packages.every((p) => typeof p === 'string' && /^[a-z0-9][a-z0-9.+-]*$/.test(p)), `${service}: Debian package names`);
    }
  });

  it('the build context keeps what the image copies (.dockerignore)', () => {
    const ignored = readFileSync(join(repoRoot, '.dockerignore'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#') && !line.startsWith('!'));
    for (const source of [
      ...copiedSources.map((s) => substitute(s, 'identity')),
      'package-lock.json',
      'package.json',
    ]) {
      const top = source.replace(/\/$/, '');
      for (const pattern of ignored) assert.notEqual(pattern.replace(/\/$/, ''), top, `.dockerignore drops ${source}`);
    }
  });
});
