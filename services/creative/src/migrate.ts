// The chart's migration Job: migrate creative's database and exit.
import { migrateOnly } from '@adops/platform';
import { creativeModule } from './app.ts';

await migrateOnly(creativeModule);
