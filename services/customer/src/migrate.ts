// The chart's migration Job: migrate customer's database and exit.
import { migrateOnly } from '@adops/platform';
import { customerModule } from './app.ts';

await migrateOnly(customerModule);
