// The chart's migration Job: migrate order's database and exit.
import { migrateOnly } from '@adops/platform';
import { orderModule } from './app.ts';

await migrateOnly(orderModule);
