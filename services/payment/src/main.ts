// payment as its own process (a Deployment in clusters).
import { runStandalone } from '@adops/platform';
import { paymentModule } from './app.ts';

await runStandalone(paymentModule);
