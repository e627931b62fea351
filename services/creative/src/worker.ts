// creative's render worker (its own Deployment in clusters): the jobs runner with headless Chromium and
// ffmpeg, and no API. In the embedded default the module runs its jobs in process instead.
import { runWorker } from '@adops/platform';
import { creativeModule } from './app.ts';

await runWorker(creativeModule);
