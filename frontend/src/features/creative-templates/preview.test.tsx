// The preview job (003 §4, §8, §9): Generate preview queues a job whose progress is polled every 2 s until it
// ends; on SUCCESS the template is fetched again for its preview; a failed job says 'Error while generating
// preview'; a WAITING preview job found on opening resumes the progress display.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { CREATIVE_TEMPLATE_PATHS } from './paths.ts';
import { CreativeTemplateEditPage } from './TemplateEditPage.tsx';
import { file, job, JOB_ID, json, pageSettings, stubApi, template, TEMPLATE_ID } from './testSupport.ts';
import type { CreativeJob } from '../../lib/api/generated/creative.ts';

vi.mock('./CodeEditor.tsx', () => ({ default: () => <textarea aria-label="code" readOnly /> }));

const PNG = 'https://cdn.example/previews/4a1b2c3d.png';
const routes = [{ path: `${CREATIVE_TEMPLATE_PATHS.template}/:creativeTemplateId/edit`, element: <CreativeTemplateEditPage /> }];
const open = () => renderRoutes(routes, `${CREATIVE_TEMPLATE_PATHS.template}/${TEMPLATE_ID}/edit`, authState(makeUser(['admin'])));

/** The editor's calls, with the job's answers in turn (the last repeats) and the template's preview once the job succeeded. */
function stubPreview(answers: CreativeJob[], waiting: CreativeJob[] = []) {
  let polls = 0;
  let done = false;
  const calls = stubApi({
    [`GET /api/creative-templates/${TEMPLATE_ID}`]: () => json(template(done ? { preview: { path: PNG, status: 'SUCCESS', jobId: JOB_ID, renderedAt: '2026-11-28T08:01:00.000Z' } } : {})),
    'GET /api/creative-template-files': () => json({ items: [file()], count: 1 }),
    'GET /api/creative-jobs': () => json({ items: waiting, count: waiting.length }),
    'GET /api/creative-templates/page-settings': () => json(pageSettings),
    'GET /api/shared-assets': () => json({ items: [], count: 0 }),
    'GET /api/customers/options': () => json({ items: [], count: 0 }),
    'POST /api/creative-jobs/previews': () => json(job(), 202),
    [`GET /api/creative-jobs/${JOB_ID}`]: () => {
      const answer = answers[Math.min(polls++, answers.length - 1)]!;
      if (answer.status === 'SUCCESS') done = true;
      return json(answer);
    },
  });
  return { calls, polls: () => polls };
}

afterEach(() => { vi.unstubAllGlobals(); vi.restoreAllMocks(); });

describe('template preview', () => {
  it('polls the job every 2 s to 100, then shows the template’s new preview', async () => {
    const { calls, polls } = stubPreview([
      job({ progress: 40, message: 'Rendering' }),
      job({ status: 'SUCCESS', progress: 100, message: 'Done', uploadPath: PNG }),
    ]);
    const user = userEvent.setup();
    open();
    const panel = await screen.findByTestId('template-preview');
    expect(await within(panel).findByText('No preview yet.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Generate preview' }));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ creativeTemplateId: TEMPLATE_ID });
    expect(await within(panel).findByText('40% · Rendering')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Generate preview' })).toBeDisabled();
    const firstPoll = Date.now();
    // The next answer comes with the next poll, 2 s later.
    expect(await within(panel).findByRole('img', { name: 'Preview of Just listed square' }, { timeout: 6000 })).toHaveAttribute('src', PNG);
    expect(Date.now() - firstPoll).toBeGreaterThanOrEqual(1500);
    expect(screen.queryByTestId('preview-progress')).not.toBeInTheDocument();
    // The template was fetched again for its preview, and the polling stopped.
    expect(calls.filter((c) => c.method === 'GET' && c.url.pathname === `/api/creative-templates/${TEMPLATE_ID}`).length).toBeGreaterThanOrEqual(2);
    const stoppedAt = polls();
    await new Promise((r) => setTimeout(r, 2500));
    expect(polls()).toBe(stoppedAt);
  }, 20_000);

  it('resumes a WAITING preview job found on opening, and says a failure', async () => {
    const { calls } = stubPreview([job({ progress: 60, message: 'Rendering frames' }), job({ status: 'FAILED', progress: 60, message: 'Error while generating preview' })],
      [job({ progress: 55 })]);
    open();
    const panel = await screen.findByTestId('template-preview');
    expect(await within(panel).findByText('60% · Rendering frames')).toBeInTheDocument();
    const asked = calls.find((c) => c.url.pathname === '/api/creative-jobs')!.url.searchParams;
    expect(Object.fromEntries(asked)).toEqual({ creativeTemplateId: TEMPLATE_ID, kind: 'PREVIEW', status: 'WAITING', limit: '1' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(await within(panel).findByRole('alert', {}, { timeout: 6000 })).toHaveTextContent('Error while generating preview');
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Generate preview' })).toBeEnabled());
  }, 20_000);

  it('shows why a preview could not be queued', async () => {
    stubApi({
      [`GET /api/creative-templates/${TEMPLATE_ID}`]: () => json(template()),
      'GET /api/creative-template-files': () => json({ items: [], count: 0 }),
      'GET /api/creative-jobs': () => json({ items: [], count: 0 }),
      'GET /api/creative-templates/page-settings': () => json(pageSettings),
      'GET /api/shared-assets': () => json({ items: [], count: 0 }),
      'GET /api/customers/options': () => json({ items: [], count: 0 }),
      'POST /api/creative-jobs/previews': () => json({ title: 'Bad Request', status: 400, detail: 'File with empty content found: script.js' }, 400),
    });
    const user = userEvent.setup();
    open();
    await user.click(await within(await screen.findByTestId('template-preview')).findByRole('button', { name: 'Generate preview' }));
    expect(await screen.findByText('File with empty content found: script.js')).toBeInTheDocument();
  });
});
