// listing as its own process (a Deployment in clusters).
// The process settings first (@adops/platform/process-settings): they restart the process image once, so the
// service is imported only after them.
import { applyProcessSettings } from '@adops/platform/process-settings';

applyProcessSettings();
const { runStandalone } = await import('@adops/platform');
const { locationIndex } = await import('./geo/gazetteer/index.ts');
const { listingModule } = await import('./app.ts');

// The location index (2–6 s, ~53 MiB) is built before the service listens, so the readiness probe
// waits for it and no location search in a cluster stalls the event loop; the embedded default and
// the tests build it on first use instead (geo/geo.ts).
locationIndex();
await runStandalone(listingModule);
