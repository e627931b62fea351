// The chart's migration Job: migrate payment's database and exit.
import { migrateOnly } from '@adops/platform';
import { paymentModule } from './app.ts';

await migrateOnly(paymentModule);
