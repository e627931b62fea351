// The embedded default (make up): every service's app in one Node process on one port (embedded.ts). This entry
// only puts the process settings in place first (@adops/platform/process-settings: the young generation's size, malloc arenas,
// the compile cache), which restarts the process image once, before the services are loaded.
import { applyProcessSettings } from '@adops/platform/process-settings';

applyProcessSettings();
await import('./embedded.ts');
