// The orders list's search at a million rows (issue 31): a trigram index of the searched columns on SQLite
// (platform data/search-index.ts), kept by triggers; nothing on MariaDB, which has no substring index.
import { searchIndexMigration } from '@adops/platform';

export const OrderSearchIndex1765100031600 = searchIndexMigration('OrderSearchIndex1765100031600', 'orders', ['campaignName', 'email', 'orderNumber']);
