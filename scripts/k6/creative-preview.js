// generatePreview end to end, one iteration a preview: POST /api/creative-jobs/previews for an IMAGE
// template with its four default files (a staff preview: sample facts fill the bindings), then GET
// /api/creative-jobs/{id} every POLL_MS until it ends. `render_ms` is enqueue → SUCCESS as the client
// sees it (to within one poll): the runner's pickup, a sandboxed page on headless Chromium, the PNG and
// its upload. setup() renders one first (the browser's launch, and a path that cannot render fails
// there with its job instead of as a run of timeouts).
import { check } from 'k6';
import { Trend } from 'k6/metrics';
import { adminBearer, loadBegins, summary } from './lib.js';
import { awaitJob, createTemplate, enqueue, renderOnce, renderOptions } from './creative-lib.js';

export const options = renderOptions(10);
const renderMs = new Trend('render_ms', true);

export function setup() {
  const { headers } = adminBearer();
  const template = createTemplate(headers, 'IMAGE', 'Bench preview');
  renderOnce(headers, 'previews', { creativeTemplateId: template.id });
  return loadBegins({ headers, templateId: template.id });
}

export default function (data) {
  const started = Date.now();
  const job = enqueue(data.headers, 'previews', { creativeTemplateId: data.templateId }, { name: 'generatePreview' });
  const ended = awaitJob(data.headers, job.id);
  check(ended, { 'the preview succeeded': (j) => j !== null && j.status === 'SUCCESS' && !!j.uploadPath });
  if (ended && ended.status === 'SUCCESS') renderMs.add(Date.now() - started);
}

export const handleSummary = summary;
