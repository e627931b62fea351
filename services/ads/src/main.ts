// ads as its own process (a Deployment in clusters).
import { runStandalone } from '@adops/platform';
import { adsModule } from './app.ts';

await runStandalone(adsModule);
