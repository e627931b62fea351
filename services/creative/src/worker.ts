// creative's render worker (its own Deployment in clusters): the jobs runner with headless Chromium and
// ffmpeg, and no API. In the embedded default the module runs its jobs in process instead.
// The process settings first (@adops/platform/process-settings): they restart the process image once.
import { applyProcessSettings } from '@adops/platform/process-settings';

applyProcessSettings();
const { runWorker } = await import('@adops/platform');
const { creativeModule } = await import('./app.ts');
await runWorker(creativeModule);
