// The listings list's search at a million rows (issue 31): a trigram index of the searched columns on SQLite
// (platform data/search-index.ts), kept by triggers; nothing on MariaDB, which has no substring index.
import { searchIndexMigration } from '@adops/platform';

export const ListingSearchIndex1765100031600 = searchIndexMigration('ListingSearchIndex1765100031600', 'listings', ['title', 'reference']);
