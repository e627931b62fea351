// listing as its own process (a Deployment in clusters).
import { runStandalone } from '@adops/platform';
import { locationIndex } from './geo/gazetteer/index.ts';
import { listingModule } from './app.ts';

// The location index (2–6 s, ~53 MiB) is built before the service listens, so the readiness probe
// waits for it and no location search in a cluster stalls the event loop; the embedded default and
// the tests build it on first use instead (geo/geo.ts).
locationIndex();
await runStandalone(listingModule);
