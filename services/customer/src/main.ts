// customer as its own process (a Deployment in clusters).
import { runStandalone } from '@adops/platform';
import { customerModule } from './app.ts';

await runStandalone(customerModule);
