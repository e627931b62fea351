// The Spectral ruleset (.spectral.yaml): each rule it turns off is replaced by one that still catches
// what the OWASP rule guards, and stays quiet only on the convention the OWASP rule misreads. Lints a
// small spec with the repository's ruleset, as scripts/spectral-check.ts lints the bundles.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { lint, summaryLine, tally, type Finding } from './spectral-check.ts';

const problem = { 'application/problem+json': { schema: { type: 'object', properties: { title: { type: 'string', maxLength: 200 } } } } };
const ok = { description: 'OK', content: { 'application/json': { schema: { type: 'object', properties: {} } } } };

function spec(overrides: Record<string, unknown> = {}) {
  return {
    openapi: '3.1.0',
    info: { title: 'fixture', version: '1.0.0', description: 'A fixture.', contact: { email: 'a@example.com' } },
    servers: [{ url: '/', description: 'production', 'x-internal': false }],
    tags: [{ name: 't', description: 'T.' }],
    security: [{ session: ['admin'] }],
    paths: {
      // Public, as sign-in is: no 401, no security.
      '/api/signin': {
        post: {
          operationId: 'signIn', summary: 'Sign in', description: 'Public.', tags: ['t'], security: [],
          requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { email: { type: 'string', format: 'email', maxLength: 254 } } } } } },
          responses: { '200': ok, '400': { description: 'Bad', content: problem } },
        },
      },
      // Secured through the root requirement, but no 401 documented.
      '/api/keys/{apiKeyId}': {
        get: {
          operationId: 'getKey', summary: 'Get a key', description: 'Admins.', tags: ['t'],
          parameters: [
            { name: 'apiKeyId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
            { name: 'accessToken', in: 'query', schema: { type: 'string', maxLength: 100 } },
            { name: 'at', in: 'query', schema: { type: 'string', format: 'date-time' } },
            { name: 'note', in: 'query', schema: { type: 'string' } },
          ],
          responses: { '200': ok, '400': { description: 'Bad', content: problem } },
        },
      },
    },
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 's', description: 'Session.' } },
      schemas: {
        // An event payload: read by the event codegen, referenced by no path.
        KeyCreatedEvent: { 'x-event': { type: 'key.created', version: 1 }, type: 'object', properties: {} },
        Forgotten: { type: 'object', properties: {} },
      },
    },
    ...overrides,
  };
}

function lintSpec(doc: unknown): Finding[] {
  const dir = mkdtempSync(join(tmpdir(), 'adops-spectral-'));
  try {
    const file = join(dir, 'fixture.openapi.yaml');
    writeFileSync(file, stringify(doc));
    return lint([file]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const at = (findings: Finding[], rule: string) => findings.filter((f) => f.code === rule).map((f) => f.path.join('.'));

test('each rule .spectral.yaml turns off is replaced by one that reads our conventions', () => {
  const findings = lintSpec(spec());
  // Role names in a security requirement are no OAuth2 scopes.
  assert.deepEqual(at(findings, 'oas3-operation-security-defined'), []);
  // `security: []` is public on purpose: no write/read-restricted, no 401 wanted; a secured operation still needs its 401.
  assert.deepEqual(at(findings, 'owasp:api2:2023-write-restricted'), []);
  assert.deepEqual(at(findings, 'adops-root-security'), []);
  assert.deepEqual(at(findings, 'adops-define-error-responses-401'), ['paths./api/keys/{apiKeyId}.get.responses', 'paths./api/keys/{apiKeyId}.get.responses']);
  // uuid and date-time strings need no maxLength; any other string does.
  assert.deepEqual(at(findings, 'owasp:api4:2023-string-limit'), []);
  assert.deepEqual(at(findings, 'adops-string-limit'), ['paths./api/keys/{apiKeyId}.get.parameters.3.schema']);
  // apiKeyId is a record id; a token in the query is still a credential in the URL.
  assert.deepEqual(at(findings, 'owasp:api2:2023-no-credentials-in-url'), []);
  assert.deepEqual(at(findings, 'adops-no-credentials-in-url'), ['paths./api/keys/{apiKeyId}.get.parameters.1.name']);
  // An x-event schema is no unused component; any other unreferenced one is.
  assert.deepEqual(at(findings, 'oas3-unused-component'), []);
  assert.deepEqual(at(findings, 'adops-unused-component'), ['components.schemas.Forgotten']);
});

test('a spec without a root security requirement is an error: no operation may be public by omission', () => {
  const findings = lintSpec(spec({ security: undefined }));
  assert.equal(at(findings, 'adops-root-security').length, 1);
  assert.equal(findings.find((f) => f.code === 'adops-root-security')?.severity, 0);
});

test('tally counts errors and warnings per rule; hints and infos are not counted', () => {
  const f = (code: string, severity: number): Finding => ({ code, severity, message: '', path: [], range: { start: { line: 0, character: 0 } } });
  const t = tally([f('b', 1), f('a', 0), f('b', 1), f('c', 2), f('d', 3)]);
  assert.deepEqual(t, {
    errors: 1,
    warnings: 2,
    perRule: [
      { rule: 'a', severity: 'error', count: 1 },
      { rule: 'b', severity: 'warning', count: 2 },
    ],
  });
  assert.equal(summaryLine(t), 'spectral: 1 error, 2 warnings');
  assert.equal(summaryLine({ errors: 0, warnings: 0, perRule: [] }), 'spectral: 0 errors, 0 warnings');
});
