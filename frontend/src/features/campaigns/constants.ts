// The campaign screens' statuses, labels and export names (001 §7, §9; the ads spec's CampaignStatus and AdSet).
import type { CampaignStatus } from '../../lib/api/generated/ads.ts';

export const CAMPAIGN_STATUSES: readonly CampaignStatus[] = ['CREATING', 'PENDING_REVIEW', 'SCHEDULED', 'ACTIVE', 'PAUSED', 'COMPLETED', 'REJECTED', 'FAILED'];

export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  CREATING: 'Creating', PENDING_REVIEW: 'In review', SCHEDULED: 'Scheduled', ACTIVE: 'Active', PAUSED: 'Paused',
  COMPLETED: 'Completed', REJECTED: 'Rejected', DELETED: 'Deleted', FAILED: 'Failed',
};

export const CAMPAIGN_STATUS_PALETTES: Record<CampaignStatus, string> = {
  CREATING: 'gray', PENDING_REVIEW: 'blue', SCHEDULED: 'blue', ACTIVE: 'green', PAUSED: 'orange',
  COMPLETED: 'gray', REJECTED: 'red', DELETED: 'red', FAILED: 'red',
};

/** The statuses a campaign can be moved to by staff (updateCampaign: PAUSED pauses, ACTIVE resumes). */
export const RUN_STATUSES = ['ACTIVE', 'PAUSED'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

/** The statuses that take no change (the server's 409 'This campaign can no longer be changed.'). */
export const FINAL_STATUSES: readonly CampaignStatus[] = ['CREATING', 'COMPLETED', 'DELETED', 'FAILED'];
export const isChangeable = (status: CampaignStatus) => !FINAL_STATUSES.includes(status);

export const REVIEW_STATUS_LABELS = { PENDING: 'In review', APPROVED: 'Approved', REJECTED: 'Rejected' } as const;
export const REVIEW_STATUS_PALETTES = { PENDING: 'blue', APPROVED: 'green', REJECTED: 'red' } as const;

export const GENDER_LABELS = { ALL: 'All', MALE: 'Men', FEMALE: 'Women' } as const;
export type Gender = keyof typeof GENDER_LABELS;

/** The export's file name (001 §7 campaignscsv, gdn-campaignscsv): campaigns-{date}.csv, gdn-campaigns-{date}.csv. */
export const campaignsExportName = (kind: 'social' | 'display', date: string) => `${kind === 'social' ? 'campaigns' : 'gdn-campaigns'}-${date}.csv`;
