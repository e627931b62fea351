// The chart's migration Job: migrate listing's database and exit.
import { migrateOnly } from '@adops/platform';
import { listingModule } from './app.ts';

await migrateOnly(listingModule);
