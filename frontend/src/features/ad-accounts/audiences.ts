// The custom audiences page's pure parts: tags typed as one comma-separated line, and what a sync says.
import type { SyncResult } from '../../lib/api/generated/ads.ts';

export const AUDIENCE_MESSAGES = {
  empty: 'No custom audiences: sync them from the network.',
  tagsHelper: 'Separated by commas, e.g. buyers, Ponsonby.',
} as const;

/** The tags of a comma-separated line: trimmed, empty ones dropped (a repeated one is the server's to refuse). */
export const tagsOf = (line: string): string[] => line.split(',').map((t) => t.trim()).filter(Boolean);

export const syncSummary = ({ added, updated, removed }: SyncResult): string =>
  `Synced: ${added} added, ${updated} updated, ${removed} removed.`;
