// Shared pieces of the creative render scenarios (creative-preview.js, creative-video.js): options for a
// fixed number of renders (not a step search: each render holds a VU until its job ends), a template,
// and the wait for a job, read every POLL_MS as the screens read it.
//
// Environment (besides lib.js's): RENDERS (renders in the measured run), RENDER_VUS (renders at once, 1:
// the time of one render, not of a queue), POLL_MS (250, between 200 and 500), RENDER_WAIT_SECONDS (120).
import http from 'k6/http';
import { fail, sleep } from 'k6';
import { BASE, ok } from './lib.js';

const POLL_MS = Math.min(500, Math.max(200, Number(__ENV.POLL_MS || 250)));
const WAIT_SECONDS = Number(__ENV.RENDER_WAIT_SECONDS || 120);
const JSON_HEADERS = { 'Content-Type': 'application/json' };

/** RENDERS iterations over RENDER_VUS VUs; the HTTP thresholds make the driver's `{scenario:load}` figures exist. */
export function renderOptions(defaultRenders) {
  const renders = Number(__ENV.RENDERS || defaultRenders);
  return {
    discardResponseBodies: false,
    summaryTrendStats: ['avg', 'min', 'med', 'p(90)', 'p(95)', 'p(99)', 'max', 'count'],
    setupTimeout: `${WAIT_SECONDS + 120}s`,
    scenarios: {
      load: {
        executor: 'shared-iterations',
        vus: Number(__ENV.RENDER_VUS || 1),
        iterations: renders,
        maxDuration: `${renders * WAIT_SECONDS}s`,
        gracefulStop: `${WAIT_SECONDS}s`,
      },
    },
    thresholds: {
      'http_req_failed{scenario:load}': ['rate<0.001'],
      'http_req_duration{scenario:load}': ['p(95)<1000'],
      'http_reqs{scenario:load}': ['count>=0'],
      'checks{scenario:load}': ['rate>0.999'],
    },
  };
}

/** A new template of the render type with its four default files (003 §3), open to every customer. */
export function createTemplate(headers, renderType, name) {
  return ok(
    http.post(`${BASE}/api/creative-templates`, JSON.stringify({ name: `${name} ${Date.now()}`, renderType, isPublished: true, customerTags: [] }), { headers: { ...headers, ...JSON_HEADERS } }),
    `create a ${renderType} template`,
  );
}

/** Replaces the content of one of a template's files, found by its name. */
export function putTemplateFile(headers, templateId, fileName, content) {
  const files = ok(http.get(`${BASE}/api/creative-template-files?page=1&limit=100&creativeTemplateId=${templateId}`, { headers }), 'list the template files');
  const file = files.items.find((f) => f.fileName === fileName);
  if (!file) fail(`template ${templateId} has no ${fileName}: ${files.items.map((f) => f.fileName).join(', ')}`);
  return ok(http.put(`${BASE}/api/creative-template-files/${file.id}`, JSON.stringify({ content }), { headers: { ...headers, ...JSON_HEADERS } }), `update ${fileName}`);
}

/** Queues a render (`previews` or `videos`); answers the job (202). */
export function enqueue(headers, what, body, tags = {}) {
  return ok(http.post(`${BASE}/api/creative-jobs/${what}`, JSON.stringify(body), { headers: { ...headers, ...JSON_HEADERS }, tags }), `queue a ${what} job`);
}

/** The job once it has ended (SUCCESS, FAILED or STOPPED), or null after RENDER_WAIT_SECONDS. */
export function awaitJob(headers, id) {
  const until = Date.now() + WAIT_SECONDS * 1000;
  while (Date.now() < until) {
    const res = http.get(`${BASE}/api/creative-jobs/${id}`, { headers, tags: { name: 'getCreativeJob' } });
    if (res.status === 200 && res.json('status') !== 'WAITING') return res.json();
    sleep(POLL_MS / 1000);
  }
  return null;
}

/** Renders once and fails the run, with the job, unless it succeeds: the path works before it is timed. */
export function renderOnce(headers, what, body) {
  const job = enqueue(headers, what, body);
  const ended = awaitJob(headers, job.id);
  if (!ended || ended.status !== 'SUCCESS') fail(`the ${what} job ${job.id} did not succeed within ${WAIT_SECONDS} s: ${JSON.stringify(ended)}`);
  return ended;
}
