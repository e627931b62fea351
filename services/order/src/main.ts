// order as its own process (a Deployment in clusters).
import { runStandalone } from '@adops/platform';
import { orderModule } from './app.ts';

await runStandalone(orderModule);
