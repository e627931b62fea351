// listing as its own process (a Deployment in clusters).
import { runStandalone } from '@adops/platform';
import { listingModule } from './app.ts';

await runStandalone(listingModule);
