/**
 * Writes every service's Helm chart, and the umbrella chart's list of charts, from the contexts.
 *
 * A context with a service (scripts/contexts.ts) gets charts/<context>/ from the template
 * charts/service-lib/service-template/ with `__CONTEXT__` and `__DESCRIPTION__` filled in (the
 * description from services/<context>/package.json and the spec's /api prefixes), its
 * values.schema.json from charts/service-lib/node-service.schema.json, and its Chart.lock computed
 * as `helm dependency update` would. The one hand-written file of a service chart is the optional
 * charts/<context>/context.yaml: `values:` merged over the template's values (comments kept), e.g.
 * the Secrets the service reads (`secretEnv`), and an optional `description:` (charts/listing/context.yaml:
 * S3 storage as config, its keys and the sealing keys from Secrets). A service that reads no Secret and
 * keeps the defaults needs none. Never edit the generated chart files: the next `make gen` rewrites them.
 *
 * A context whose background jobs are heavy declares a worker in its context.yaml: `worker:` with at
 * least `command` (run in services/<context>, e.g. [node, src/worker.ts]), and any other key of
 * charts/service-lib/worker-template/values.yaml (env, resources, replicaCount, ...), merged over that
 * file's `worker:` block. Its chart then gets that block in values.yaml, the `worker` property in its
 * schema (worker-template/values.schema.json) and worker-template/ci/*.yaml merged into its ci files;
 * service-lib renders the worker Deployment and sets JOBS_RUNNER=off on the service's own while
 * `worker.enabled` (charts/service-lib/templates/_worker.tpl).
 *
 * The umbrella chart (charts/adops) gets one dependency, one `<chart>: {enabled}` block, one schema
 * property per chart (the services and the frontend), and its ci/frontend-only.yaml disables every
 * service: the parts below the GENERATED marker of those files.
 *
 *   node scripts/service-charts.ts           writes them (make gen)
 *   node scripts/service-charts.ts --check   exits 1 when a file differs from what it would write (make charts)
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import { isMap, isScalar, parse, parseDocument, type Document, type YAMLMap } from 'yaml';
import { repoRoot, serviceContexts } from './contexts.ts';
import { prefixOf, readSpecs } from './ingress-routes.ts';

const chartsDir = (root: string) => join(root, 'charts');
const templateDir = (root: string) => join(chartsDir(root), 'service-lib', 'service-template');
const workerTemplateDir = (root: string) => join(chartsDir(root), 'service-lib', 'worker-template');
export const UMBRELLA = 'adops';
/** Charts of the umbrella that are not services: installed after them, hand-written. */
export const STATIC_CHARTS = ['frontend'];
/** The marker below which an umbrella file is generated. */
export const MARKER = 'GENERATED below by scripts/service-charts.ts';

export interface ContextInput {
  description?: string;
  values?: unknown;
  worker?: unknown;
}

/** Files of a chart: path relative to the chart -> content. */
export type ChartFiles = Map<string, string>;

function listFiles(dir: string, under = ''): string[] {
  return readdirSync(join(dir, under), { withFileTypes: true }).flatMap((entry) => {
    const path = under ? `${under}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(dir, path) : [path];
  });
}

/** `<context> context: users, roles` + prefixes -> `AdOps <context> service: users, roles (/api/a, /api/b).` */
export function chartDescription(context: string, packageDescription: string | undefined, prefixes: string[]): string {
  const what = (packageDescription ?? '').replace(new RegExp(`^${context} context:\\s*`), '').trim();
  const serves = prefixes.length ? ` (${prefixes.join(', ')})` : '';
  return `AdOps ${context} service${what ? `: ${what}` : ''}${serves}.`;
}

/** A folded block scalar's lines, indented by two spaces, at most 100 characters wide. */
function wrap(text: string, width = 100): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width - 2) {
      lines.push(`  ${line}`);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(`  ${line}`);
  return lines.join('\n');
}

/**
 * The parser gives the comment above a nested map's first key to the map itself; it belongs to the key
 * (a merge that replaces the key replaces its comment, and one that adds it keeps it). Printed the same.
 */
function commentsOnKeys(map: YAMLMap): void {
  const first = map.items[0]?.key;
  if (map.commentBefore && isScalar(first)) {
    first.commentBefore = first.commentBefore ? `${map.commentBefore}\n${first.commentBefore}` : map.commentBefore;
    map.commentBefore = undefined;
  }
  for (const pair of map.items) if (isMap(pair.value)) commentsOnKeys(pair.value);
}

/** Merges `source` into `target` key by key (maps recursively), keeping the comments of both. */
function mergeMap(target: YAMLMap, source: YAMLMap): void {
  commentsOnKeys(target);
  commentsOnKeys(source);
  for (const pair of source.items) {
    const key = isScalar(pair.key) ? pair.key.value : pair.key;
    const existing = target.items.find((p) => (isScalar(p.key) ? p.key.value : p.key) === key);
    if (!existing) {
      target.items.push(pair);
    } else if (isMap(existing.value) && isMap(pair.value) && existing.value.items.length > 0) {
      mergeMap(existing.value, pair.value);
    } else {
      existing.value = pair.value;
      if (isScalar(pair.key) && pair.key.commentBefore && isScalar(existing.key))
        existing.key.commentBefore = pair.key.commentBefore;
    }
  }
}

export function mergeValues(template: string, contextFile: string | undefined): string {
  const doc: Document = parseDocument(template);
  if (contextFile) {
    const overrides = parseDocument(contextFile).get('values', true);
    if (overrides !== undefined && !isMap(overrides)) throw new Error('context.yaml: `values` must be a map');
    if (overrides && isMap(doc.contents)) mergeMap(doc.contents, overrides);
  }
  return doc.toString({ lineWidth: 0 });
}

/** The `worker:` map of a context.yaml, or undefined when it declares none; its command is required. */
export function declaredWorker(contextFile: string | undefined): YAMLMap | undefined {
  if (!contextFile) return undefined;
  const doc = parseDocument(contextFile);
  if (doc.hasIn(['values', 'worker']))
    throw new Error('context.yaml: declare the worker as top-level `worker:`, not under `values:`');
  const worker = doc.get('worker', true);
  if (worker === undefined || worker === null) return undefined;
  if (!isMap(worker)) throw new Error('context.yaml: `worker` must be a map');
  const command = (worker.toJSON() as { command?: unknown }).command;
  if (!Array.isArray(command) || command.length === 0 || !command.every((w) => typeof w === 'string' && w !== ''))
    throw new Error('context.yaml: `worker.command` must be a list of strings (run in services/<context>)');
  return worker;
}

/**
 * A declared worker's additions to a chart's files: worker-template/values.yaml and ci/*.yaml merged
 * into the chart's files of the same path (the context's `worker:` last, over values.yaml's block), and
 * the `worker` property required by its schema.
 */
function addWorker(
  files: ChartFiles,
  schema: Record<string, unknown>,
  worker: YAMLMap,
  context: string,
  root: string,
): void {
  const dir = workerTemplateDir(root);
  for (const path of listFiles(dir)) {
    if (path === 'values.schema.json') continue;
    const base = files.get(path);
    if (base === undefined)
      throw new Error(`charts/service-lib/worker-template/${path} has no file of the service template to merge into`);
    const doc = parseDocument(base);
    const overlay = parseDocument(readFileSync(join(dir, path), 'utf8').replaceAll('__CONTEXT__', context)).contents;
    if (!isMap(doc.contents) || !isMap(overlay)) throw new Error(`${path}: both files must be maps`);
    // A worker-template file's opening paragraph (up to its first blank line) is about the file itself.
    const first = overlay.items[0]?.key;
    if (isScalar(first) && first.commentBefore?.includes('\n\n'))
      first.commentBefore = first.commentBefore.slice(first.commentBefore.indexOf('\n\n') + 2);
    if (isScalar(first)) first.spaceBefore = true;
    mergeMap(doc.contents, overlay);
    if (path === 'values.yaml') {
      const block = doc.get('worker', true);
      if (!isMap(block)) throw new Error('worker-template/values.yaml must have a `worker:` map');
      mergeMap(block, worker);
    }
    files.set(path, doc.toString({ lineWidth: 0 }));
  }
  const part = JSON.parse(readFileSync(join(dir, 'values.schema.json'), 'utf8')) as {
    properties: Record<string, unknown>;
    required: string[];
  };
  schema.properties = { ...(schema.properties as Record<string, unknown>), ...part.properties };
  schema.required = [...(schema.required as string[]), ...part.required];
}

/** Chart.lock as `helm dependency update` writes it for file:// dependencies (same digest). */
export function chartLock(
  dependencies: { name: string; version: string; repository: string; condition?: string }[],
  generated: string,
): string {
  const req = dependencies.map((d) => ({
    name: d.name,
    version: d.version,
    repository: d.repository,
    ...(d.condition ? { condition: d.condition } : {}),
  }));
  const lock = dependencies.map((d) => ({ name: d.name, version: d.version, repository: d.repository }));
  // Helm's HashReq: sha256 of the JSON of [requested, locked], Go's field order (name, version, repository, condition).
  const digest = createHash('sha256')
    .update(JSON.stringify([req, lock]))
    .digest('hex');
  const lines = ['dependencies:'];
  for (const d of lock) lines.push(`- name: ${d.name}`, `  repository: ${d.repository}`, `  version: ${d.version}`);
  lines.push(`digest: sha256:${digest}`, `generated: ${JSON.stringify(generated)}`);
  return `${lines.join('\n')}\n`;
}

/** Keeps the `generated:` time of a lock whose digest did not change, so regenerating changes nothing. */
function withLockTime(render: (generated: string) => string, current: string | undefined): string {
  const time = current ? /^generated: "(.*)"$/m.exec(current)?.[1] : undefined;
  const fresh = render(time ?? new Date().toISOString());
  const digestOf = (lock: string) => /^digest: (.*)$/m.exec(lock)?.[1];
  return current && digestOf(current) === digestOf(fresh) ? fresh : render(new Date().toISOString());
}

const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);

export function renderServiceChart(context: string, root = repoRoot): ChartFiles {
  const chartDir = join(chartsDir(root), context);
  const contextFile = read(join(chartDir, 'context.yaml'));
  const input = (contextFile ? parse(contextFile) : {}) as ContextInput | null;
  const manifest = JSON.parse(readFileSync(join(root, 'services', context, 'package.json'), 'utf8')) as {
    description?: string;
  };
  const spec = readSpecs(join(root, 'openapi')).find((s) => s.context === context);
  const prefixes = [...new Set((spec?.paths ?? []).map(prefixOf).filter((p): p is string => !!p))].sort();
  const description = input?.description ?? chartDescription(context, manifest.description, prefixes);

  const files: ChartFiles = new Map();
  for (const path of listFiles(templateDir(root))) {
    let text = readFileSync(join(templateDir(root), path), 'utf8')
      .replaceAll('  __DESCRIPTION__', wrap(description))
      .replaceAll('__CONTEXT__', context);
    if (path === 'values.yaml') text = mergeValues(text, contextFile);
    files.set(path, text);
  }
  const chart = parse(files.get('Chart.yaml') ?? '') as {
    dependencies?: { name: string; version: string; repository: string }[];
  };
  files.set(
    'Chart.lock',
    withLockTime((t) => chartLock(chart.dependencies ?? [], t), read(join(chartDir, 'Chart.lock'))),
  );
  const schema = JSON.parse(
    readFileSync(join(chartsDir(root), 'service-lib', 'node-service.schema.json'), 'utf8'),
  ) as Record<string, unknown>;
  const worker = declaredWorker(contextFile);
  if (worker) addWorker(files, schema, worker, context, root);
  const { $schema, ...rest } = schema;
  const sources = worker
    ? 'charts/service-lib/node-service.schema.json and worker-template/values.schema.json'
    : 'charts/service-lib/node-service.schema.json';
  const generated = {
    $schema,
    $comment: `GENERATED by scripts/service-charts.ts from ${sources}: do not edit; run \`make gen\`.`,
    ...rest,
    title: `AdOps ${context} service chart values`,
  };
  files.set('values.schema.json', `${JSON.stringify(generated, null, 2)}\n`);
  return files;
}

/** The text above the marker line of a file, with the marker line itself. */
function aboveMarker(text: string, file: string): string {
  const lines = text.split('\n');
  const at = lines.findIndex((line) => line.includes(MARKER));
  if (at < 0) throw new Error(`${file} has no "${MARKER}" line`);
  return `${lines.slice(0, at + 1).join('\n')}\n`;
}

export async function renderUmbrella(services: string[], root = repoRoot): Promise<ChartFiles> {
  const dir = join(chartsDir(root), UMBRELLA);
  const charts = [...services, ...STATIC_CHARTS];
  const versionOf = (chart: string) =>
    STATIC_CHARTS.includes(chart)
      ? (parse(readFileSync(join(chartsDir(root), chart, 'Chart.yaml'), 'utf8')) as { version: string }).version
      : (parse(readFileSync(join(templateDir(root), 'Chart.yaml'), 'utf8')) as { version: string }).version;
  const dependencies = charts.map((chart) => ({
    name: chart,
    version: versionOf(chart),
    repository: `file://../${chart}`,
    condition: `${chart}.enabled`,
  }));
  const files: ChartFiles = new Map();

  const chartYaml = readFileSync(join(dir, 'Chart.yaml'), 'utf8');
  files.set(
    'Chart.yaml',
    aboveMarker(chartYaml, 'charts/adops/Chart.yaml') +
      'dependencies:\n' +
      dependencies
        .map(
          (d) =>
            `  - name: ${d.name}\n    version: ${d.version}\n    repository: ${d.repository}\n    condition: ${d.condition}\n`,
        )
        .join(''),
  );
  files.set(
    'Chart.lock',
    withLockTime((t) => chartLock(dependencies, t), read(join(dir, 'Chart.lock'))),
  );

  const what = (chart: string) => (STATIC_CHARTS.includes(chart) ? `The ${chart}` : `The ${chart} service`);
  files.set(
    'values.yaml',
    aboveMarker(readFileSync(join(dir, 'values.yaml'), 'utf8'), 'charts/adops/values.yaml') +
      charts
        .map(
          (c) => `\n# -- ${what(c)} (charts/${c}/values.yaml); enabled: false leaves it out.\n${c}:\n  enabled: true\n`,
        )
        .join(''),
  );

  files.set(
    'ci/frontend-only.yaml',
    aboveMarker(readFileSync(join(dir, 'ci', 'frontend-only.yaml'), 'utf8'), 'charts/adops/ci/frontend-only.yaml') +
      services.map((c) => `${c}:\n  enabled: false\n`).join(''),
  );

  const schema = JSON.parse(readFileSync(join(dir, 'values.schema.json'), 'utf8')) as {
    properties: Record<string, unknown>;
    $comment?: string;
  };
  const own = ['global'];
  const properties = Object.fromEntries(Object.entries(schema.properties).filter(([key]) => own.includes(key)));
  for (const chart of charts) {
    properties[chart] = {
      type: 'object',
      description: `${chart} chart values (validated by charts/${chart}/values.schema.json).`,
    };
  }
  const { $schema, $comment: _comment, properties: _properties, ...rest } = schema as Record<string, unknown>;
  const generated = {
    $schema,
    $comment: `The properties of the charts (${charts.join(', ')}) are GENERATED by scripts/service-charts.ts from the contexts; the rest is hand-written.`,
    ...rest,
    properties,
  };
  files.set('values.schema.json', await format(JSON.stringify(generated), { parser: 'json', printWidth: 120 }));
  return files;
}

export interface Result {
  ok: boolean;
  messages: string[];
}

const comparable = (path: string, text: string | undefined) =>
  path.endsWith('Chart.lock') ? text?.replace(/^generated: .*$/m, '') : text;

export async function run(args: string[], root = repoRoot): Promise<Result> {
  const check = args.includes('--check');
  const services = serviceContexts(root);
  const outputs = new Map<string, string>(); // path relative to the repository -> content
  const stale: string[] = [];
  for (const context of services) {
    const chartDir = join('charts', context);
    for (const [path, text] of renderServiceChart(context, root)) outputs.set(join(chartDir, path), text);
    // Files the template no longer makes (the hand-written context.yaml and built dependencies aside).
    if (existsSync(join(root, chartDir))) {
      for (const path of listFiles(join(root, chartDir))) {
        if (path === 'context.yaml' || path.startsWith('charts/')) continue;
        if (!outputs.has(join(chartDir, path)))
          stale.push(`${join(chartDir, path)} is not made by the template: delete it`);
      }
    }
  }
  for (const [path, text] of await renderUmbrella(services, root)) outputs.set(join('charts', UMBRELLA, path), text);

  const changed = [...outputs].filter(
    ([path, text]) => comparable(path, read(join(root, path))) !== comparable(path, text),
  );
  if (check) {
    const problems = [
      ...changed.map(([path]) => `${path} is out of date: run \`make gen\` (node scripts/service-charts.ts)`),
      ...stale,
    ];
    return problems.length
      ? { ok: false, messages: problems }
      : { ok: true, messages: [`charts are up to date: ${services.join(', ')} and the ${UMBRELLA} umbrella`] };
  }
  for (const [path, text] of changed) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return {
    ok: stale.length === 0,
    messages: [
      `wrote ${changed.length} chart file(s) for ${services.join(', ')} and the ${UMBRELLA} umbrella`,
      ...changed.map(([p]) => `  ${p}`),
      ...stale,
    ],
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await run(process.argv.slice(2));
  for (const message of result.messages) (result.ok ? console.log : console.error)(message);
  if (!result.ok) {
    console.error(`service-charts: FAILED`);
    process.exitCode = 1;
  }
}
