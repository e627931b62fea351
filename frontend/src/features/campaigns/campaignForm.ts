// The campaign form's rules (001 §2 /campaign/{campaignId}/edit; the ads spec's UpdateCampaignRequest): the
// values a campaign shows, the form's own checks, and the body of a save — only what changed, since the
// server changes each field on the network first and keeps what is left out. The lifetime budget is typed
// in major units and sent in minor units; the end is a local date and time sent as an instant.
import type { Campaign, UpdateCampaignRequest } from '../../lib/api/generated/ads.ts';
import { RUN_STATUSES, type RunStatus } from './constants.ts';
import { CAMPAIGN_MESSAGES } from './messages.ts';

export interface CampaignValues {
  name: string;
  /** '' keeps the status (a campaign neither running nor paused: scheduled, in review…). */
  status: RunStatus | '';
  /** A datetime-local value, YYYY-MM-DDTHH:mm in the browser's time zone. */
  endDate: string;
  /** Major units, as typed: '250.00'. */
  lifetimeBudget: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local value in the runtime's time zone (to the minute). */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value as an instant, or null when it is not one. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** Minor units as the major-unit text a field shows: 25050 → '250.50'. */
export const majorText = (minor: number): string => (minor / 100).toFixed(2);

/** Typed major units as minor units: '250' → 25000, '250.5' → 25050; null when not an amount of at most two decimals. */
export function minorOf(text: string): number | null {
  const m = /^\s*(\d{1,9})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

export const isRunStatus = (s: string): s is RunStatus => (RUN_STATUSES as readonly string[]).includes(s);

export function campaignValues(c: Campaign): CampaignValues {
  return { name: c.name, status: isRunStatus(c.status) ? c.status : '', endDate: toLocalInput(c.endTime), lifetimeBudget: majorText(c.lifetimeBudget) };
}

/** The form's own checks; `now` is when the user saves (an end must lie ahead of it). */
export function checkCampaign(v: CampaignValues, c: Campaign, now: Date): Record<string, string | undefined> {
  const errors: Record<string, string | undefined> = {};
  if (!v.name.trim()) errors.name = CAMPAIGN_MESSAGES.nameRequired;
  if (minorOf(v.lifetimeBudget) === null) errors.lifetimeBudget = CAMPAIGN_MESSAGES.budgetInvalid;
  const end = fromLocalInput(v.endDate);
  if (v.endDate !== toLocalInput(c.endTime)) {
    if (!end || end <= c.startTime) errors.endDate = CAMPAIGN_MESSAGES.endDateInvalid;
    else if (new Date(end) <= now) errors.endDate = CAMPAIGN_MESSAGES.endDatePast;
  }
  return errors;
}

/** What a save sends: the fields that changed, or null when none did. */
export function campaignUpdate(v: CampaignValues, c: Campaign): UpdateCampaignRequest | null {
  const body: UpdateCampaignRequest = {};
  const name = v.name.trim();
  if (name !== c.name) body.name = name;
  if (v.status && v.status !== c.status) body.status = v.status;
  // Compared as shown (to the minute), so an untouched end is never sent back rounded.
  const end = fromLocalInput(v.endDate);
  if (end && v.endDate !== toLocalInput(c.endTime)) body.endDate = end;
  const budget = minorOf(v.lifetimeBudget);
  if (budget !== null && budget !== c.lifetimeBudget) body.lifetimeBudget = budget;
  return Object.keys(body).length ? body : null;
}
