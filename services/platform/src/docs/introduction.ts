// The introduction of the partner documentation: docs-page/introduction.md, its {{placeholders}}
// filled from the merged specs (the contexts, the operations of the partner flow, their examples,
// the problem example, the event envelope). An operation the text relies on that no spec has any
// more is reported, so a test fails instead of the page quietly describing a flow that is gone.
import type { ContextSummary, MergedDocument, OpenApiDocument } from './combined-document.ts';

/** The operations the partner flow is told with; each must exist in some context's spec. */
export const PARTNER_FLOW = { createKey: 'createApiKey', exchange: 'issueToken', firstCall: 'listCustomers' } as const;

export interface Introduction {
  markdown: string;
  /** What could not be filled from the specs (an operation or example that is missing). */
  missing: string[];
}

type Operation = { method: string; path: string; op: Record<string, any> };

function findOperation(doc: OpenApiDocument, operationId: string): Operation | undefined {
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (typeof op === 'object' && op !== null && (op as { operationId?: unknown }).operationId === operationId) return { method: method.toUpperCase(), path, op: op as Record<string, any> };
    }
  }
  return undefined;
}

const firstSentence = (text: string) => /^.*?[.!?](?=\s|$)/s.exec(text)?.[0] ?? text;
const fence = (lang: string, body: string) => `\`\`\`${lang}\n${body}\n\`\`\``;
/** A value for a single-quoted shell word. */
const shellQuoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

function contextsTable(contexts: ContextSummary[]): string {
  const rows = contexts.map((c) => {
    const paths = c.prefixes.map((p) => `\`${p}\``).join(', ');
    return `| **${c.context}** | ${firstSentence(c.description).replace(/\|/g, '\\|')} | ${paths} | [YAML](/openapi/${c.context}.yaml) · [JSON](/openapi/${c.context}.json) | ${c.events.length} |`;
  });
  return ['| context | what it owns | API paths | contract | events |', '| --- | --- | --- | --- | --- |', ...rows].join('\n');
}

function partnerExample(doc: OpenApiDocument, publicUrl: string, missing: string[]): string {
  const exchange = findOperation(doc, PARTNER_FLOW.exchange);
  const firstCall = findOperation(doc, PARTNER_FLOW.firstCall);
  const request = exchange?.op.requestBody?.content?.['application/json']?.example;
  const answer = exchange?.op.responses?.['200']?.content?.['application/json']?.example;
  if (!exchange || request === undefined || answer === undefined) {
    missing.push(`${PARTNER_FLOW.exchange} with a request and a 200 example`);
    return '(The token exchange is missing from the specs.)';
  }
  if (!firstCall) missing.push(PARTNER_FLOW.firstCall);
  const keyField = Object.keys(request)[0] ?? 'apiKey';
  const parts = [
    'Exchange the key for a token (the key below is the spec\'s example):',
    fence('sh', [`BASE=${publicUrl}`, `curl -s -X ${exchange.method} "$BASE${exchange.path}" \\`, `  -H 'content-type: application/json' \\`, `  -d ${shellQuoted(JSON.stringify(request))}`].join('\n')),
    'The answer:',
    fence('json', JSON.stringify(answer, null, 2)),
  ];
  if (firstCall) {
    parts.push(
      `In a script, with the key in \`ADOPS_API_KEY\`, take the token and call an operation (here [${firstCall.op.summary ?? PARTNER_FLOW.firstCall}](#operation/${PARTNER_FLOW.firstCall})):`,
      fence(
        'sh',
        [
          `TOKEN=$(curl -s -X ${exchange.method} "$BASE${exchange.path}" -H 'content-type: application/json' \\`,
          `  -d "{\\"${keyField}\\":\\"$ADOPS_API_KEY\\"}" | jq -r .accessToken)`,
          `curl -s "$BASE${firstCall.path}?limit=10" -H "authorization: Bearer $TOKEN"`,
        ].join('\n'),
      ),
    );
  }
  return parts.join('\n\n');
}

function problemExample(doc: OpenApiDocument, missing: string[]): string {
  const badRequest = (doc.components?.responses?.BadRequest as Record<string, any> | undefined)?.content?.['application/problem+json']?.example;
  if (badRequest === undefined) {
    missing.push('the BadRequest response example');
    return '';
  }
  return `A request without a required field, for example, is answered \`400\` with:\n\n${fence('json', JSON.stringify(badRequest, null, 2))}`;
}

export function introduction(template: string, merged: MergedDocument, publicUrl: string): Introduction {
  const missing: string[] = [];
  const { document: doc, contexts } = merged;
  const operation = (id: string) => {
    const found = findOperation(doc, id);
    if (found) return `${found.method} ${found.path}`;
    missing.push(id);
    return id;
  };
  const values: Record<string, () => string> = {
    contexts: () => contextsTable(contexts),
    createApiKey: () => operation(PARTNER_FLOW.createKey),
    issueToken: () => operation(PARTNER_FLOW.exchange),
    partnerExample: () => partnerExample(doc, publicUrl, missing),
    problemExample: () => problemExample(doc, missing),
    envelope: () => {
      if (doc.components?.schemas?.EventEnvelope) return '<SchemaDefinition schemaRef="#/components/schemas/EventEnvelope" />';
      missing.push('the EventEnvelope schema (openapi/_shared/events.yaml)');
      return '';
    },
  };
  const markdown = template
    // Notes to whoever edits the template are not for readers.
    .replace(/<!--[\s\S]*?-->\n?/g, '')
    .replace(/\{\{(\w+)\}\}/g, (_all, name: string) => {
      const value = values[name];
      if (!value) throw new Error(`docs-page/introduction.md: unknown placeholder {{${name}}}`);
      return value();
    });
  return { markdown: markdown.trim(), missing };
}
