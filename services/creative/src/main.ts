// creative as its own process (a Deployment in clusters; with JOBS_RUNNER=off its worker renders).
import { runStandalone } from '@adops/platform';
import { creativeModule } from './app.ts';

await runStandalone(creativeModule);
