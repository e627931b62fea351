// The leads' pure rules: who a network's lead is (its form's name, e-mail and phone), whom it is
// attributed to, where the next poll starts, and Meta's webhook: its signature and the ads it names.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NetworkLead } from '../campaigns/network/port.ts';

export const LEAD_MESSAGES = {
  badSignature: 'The webhook signature is missing or wrong.',
  badVerifyToken: 'The verify token does not match.',
} as const;

/** The form fields (lower-cased keys) a lead's contact is read from, the first present winning. */
const NAME_KEYS = ['full_name', 'name'];
const EMAIL_KEYS = ['email', 'email_address', 'work_email'];
const PHONE_KEYS = ['phone_number', 'phone', 'mobile_number'];

export interface LeadContact {
  fullName: string | null;
  email: string | null;
  phone: string | null;
}

const clip = (v: string | undefined, max: number): string | null => {
  const t = v?.trim();
  return t ? t.slice(0, max) : null;
};

/** The person's name, e-mail and phone from the form's answers (first and last name when there is no full name). */
export function contactOf(fields: Readonly<Record<string, string>>): LeadContact {
  const lower = new Map(Object.entries(fields).map(([k, v]) => [k.toLowerCase(), v]));
  const first = (keys: readonly string[]) => keys.map((k) => lower.get(k)).find((v) => v !== undefined && v.trim() !== '');
  const split = [lower.get('first_name'), lower.get('last_name')].filter((v) => v && v.trim()).join(' ');
  return { fullName: clip(first(NAME_KEYS) ?? split, 200), email: clip(first(EMAIL_KEYS), 254), phone: clip(first(PHONE_KEYS), 40) };
}

/** At most 50 answers of at most 2000 characters each (the contract's limits), as the network named them. */
export function keptFields(fields: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields)
      .slice(0, 50)
      .map(([k, v]) => [k.slice(0, 100), String(v).slice(0, 2000)]),
  );
}

export interface Attribution {
  adSetId: string | null;
  agentId: string | null;
  listingId: string | null;
}

/**
 * Whom a lead belongs to: the ad set whose ad brought it (by the network's ad id), its first agent, else
 * the campaign's first agent; the campaign's first listing.
 */
export function attributionOf(campaign: { agentIds: string[]; listingIds: string[] }, adSets: ReadonlyArray<{ id: string; adExternalId: string | null; agentIds: string[] }>, lead: Pick<NetworkLead, 'adExternalId'>): Attribution {
  const adSet = adSets.find((s) => s.adExternalId !== null && s.adExternalId === lead.adExternalId) ?? null;
  return { adSetId: adSet?.id ?? null, agentId: adSet?.agentIds[0] ?? campaign.agentIds[0] ?? null, listingId: campaign.listingIds[0] ?? null };
}

/**
 * How far back a poll asks again before the latest lead kept: a lead the network records a little late
 * (an earlier created time than one already seen) is still fetched; the ones seen again are deduplicated.
 */
export const POLL_OVERLAP_MS = 10 * 60_000;

/** The poll's `since` for a campaign whose latest kept lead was created at `latest` (null: from the start). */
export function pollSince(latest: Date | null): string | null {
  return latest ? new Date(latest.getTime() - POLL_OVERLAP_MS).toISOString() : null;
}

/** Whether X-Hub-Signature-256 (`sha256=<hex HMAC-SHA256 of the raw body>`) was made with `secret`, compared in constant time. */
export function signatureMatches(rawBody: Buffer, header: string, secret: string): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(match[1]!, 'hex'));
}

/** Whether the verify token Meta sends equals the configured one (constant time; never when none is configured). */
export function verifyTokenMatches(sent: string, configured: string | null): boolean {
  if (!configured) return false;
  const a = createHmac('sha256', 'verify-token').update(sent).digest();
  const b = createHmac('sha256', 'verify-token').update(configured).digest();
  return timingSafeEqual(a, b);
}

export interface MetaWebhookBody {
  object?: string;
  entry?: Array<{ changes?: Array<{ field?: string; value?: { leadgen_id?: string; ad_id?: string } }> }>;
}

/** The ads Meta's leadgen changes name (each once). */
export function leadgenAdIds(body: MetaWebhookBody): string[] {
  const ids = (body.entry ?? []).flatMap((e) => (e.changes ?? []).filter((c) => c.field === 'leadgen' && c.value?.ad_id && c.value.leadgen_id).map((c) => c.value!.ad_id!));
  return [...new Set(ids)];
}
