// identity as its own process (a Deployment in clusters).
import { runStandalone } from '@adops/platform';
import { identityModule } from './app.ts';

await runStandalone(identityModule);
