// The chart's migration Job: migrate identity's database and exit.
import { migrateOnly } from '@adops/platform';
import { identityModule } from './app.ts';

await migrateOnly(identityModule);
