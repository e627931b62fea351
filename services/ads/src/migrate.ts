// The chart's migration Job: migrate ads' database and exit.
import { migrateOnly } from '@adops/platform';
import { adsModule } from './app.ts';

await migrateOnly(adsModule);
