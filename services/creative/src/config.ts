// creative's settings from the environment: where Chromium is (the renderer), how long one render step
// may take, and how many renders run at once (the platform's JOBS_CONCURRENCY; each holds a browser page).
import { envInteger } from '@adops/platform';

export interface CreativeSettings {
  chromiumPath: string;
  renderStepTimeoutMs: number;
  /** CREATIVE_SAMPLE_TEMPLATES: true or false; unset, samples are made in development only. */
  sampleTemplates: boolean | null;
}

export function creativeConfig(env: Record<string, string | undefined> = process.env): CreativeSettings {
  return {
    chromiumPath: env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    renderStepTimeoutMs: envInteger(env, 'RENDER_STEP_TIMEOUT_MS', 15_000, 1_000, 300_000),
    sampleTemplates: env.CREATIVE_SAMPLE_TEMPLATES ? env.CREATIVE_SAMPLE_TEMPLATES === 'true' : null,
  };
}
