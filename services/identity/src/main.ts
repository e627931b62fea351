// identity as its own process (a Deployment in clusters).
// The process settings first (@adops/platform/process-settings): they restart the process image once, so the
// service is imported only after them.
import { applyProcessSettings } from '@adops/platform/process-settings';

applyProcessSettings();
const { runStandalone } = await import('@adops/platform');
const { identityModule } = await import('./app.ts');
await runStandalone(identityModule);
