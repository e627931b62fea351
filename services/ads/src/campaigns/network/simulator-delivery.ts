// How a simulated campaign delivers, pure: when it runs, what each day brings (spend, impressions, reach,
// clicks, video views) and which lead forms are submitted. Every number comes from a sequence seeded by the
// campaign's id and the day, so reading again gives the same answer; only the day still running grows as
// the clock moves. Days are the ad account's days (its time zone, UTC when it has none), as networks report them.
import { toMajorUnits } from '@adops/platform';
import type { DailyInsight, NetworkLead } from './port.ts';
import { approvedAt, currentSettings, hashHex, settingsAt, type SimulatedCampaign } from './simulator-campaign.ts';
import { below, between, seededRandom } from './simulator-random.ts';
import { localDate, nextDate, startOfLocalDay } from './zoned-days.ts';

const DAY_MS = 86_400_000;

/**
 * The simulated market, per day: the share of the day's budget the network manages to spend, the price of a
 * thousand impressions in major units of the account's currency, how often one person sees the ad, and the
 * click and video-view rates. Ranges, drawn anew each day.
 */
export const SIMULATED_MARKET = {
  pacing: [0.85, 1],
  cpm: [6, 14],
  frequency: [1.15, 1.8],
  clickThroughRate: [0.005, 0.02],
  videoViewRate: [0.15, 0.35],
  /** Lead-form submissions a whole day of a LEADS campaign brings: 0 to this many. */
  maxLeadsPerDay: 3,
} as const;

interface Span {
  from: number;
  to: number;
}

/**
 * The spans the campaign delivered in up to `now`: from the start time (or the approval of its last ad, if
 * later) to the end time, its deletion or now, whichever is first, less the paused spans. None while an ad
 * is in review or rejected.
 */
export function deliveredSpans(campaign: SimulatedCampaign, now: Date): Span[] {
  const approved = approvedAt(campaign, now);
  if (approved === null) return [];
  const from = Math.max(Date.parse(campaign.startTime), approved);
  const deleted = campaign.deletedAt === null ? Infinity : Date.parse(campaign.deletedAt);
  const to = Math.min(Date.parse(currentSettings(campaign).endTime), deleted, now.getTime());
  let spans: Span[] = from < to ? [{ from, to }] : [];
  for (const pause of campaign.pauses) {
    const pausedFrom = Date.parse(pause.from);
    const pausedTo = pause.to === null ? Infinity : Date.parse(pause.to);
    spans = spans.flatMap((s) => {
      if (pausedTo <= s.from || pausedFrom >= s.to) return [s];
      const left = pausedFrom > s.from ? [{ from: s.from, to: pausedFrom }] : [];
      const right = pausedTo < s.to ? [{ from: pausedTo, to: s.to }] : [];
      return [...left, ...right];
    });
  }
  return spans;
}

interface DeliveredDay {
  date: string;
  dayStart: number;
  /** How long the day is: 24 hours, or 23 or 25 across a daylight-saving change. */
  dayMs: number;
  deliveredMs: number;
}

function deliveredDays(spans: readonly Span[], timeZone: string): DeliveredDay[] {
  const first = spans[0];
  const last = spans[spans.length - 1];
  if (!first || !last) return [];
  const days: DeliveredDay[] = [];
  for (let date = localDate(first.from, timeZone); startOfLocalDay(date, timeZone) < last.to; date = nextDate(date)) {
    const dayStart = startOfLocalDay(date, timeZone);
    const dayEnd = startOfLocalDay(nextDate(date), timeZone);
    const deliveredMs = spans.reduce(
      (sum, s) => sum + Math.max(0, Math.min(s.to, dayEnd) - Math.max(s.from, dayStart)),
      0,
    );
    if (deliveredMs > 0) days.push({ date, dayStart, dayMs: dayEnd - dayStart, deliveredMs });
  }
  return days;
}

/**
 * One insight per day the campaign delivered, up to `now`, oldest first. A whole day spends its daily budget
 * (the lifetime budget over the scheduled days, as they stood that day) times the day's pacing, a part of a
 * day its share of that, and never more than is left of the lifetime budget: so no day passes its daily
 * budget, the total never passes the lifetime budget, and a budget or end-time change counts from the day
 * it was made on. What pacing leaves unspent stays unspent, as on a real network's lifetime budget.
 */
export function dailyInsights(campaign: SimulatedCampaign, now: Date): DailyInsight[] {
  const spans = deliveredSpans(campaign, now);
  const hasVideo = campaign.ads.some((ad) => ad.creative.format === 'VIDEO');
  const insights: DailyInsight[] = [];
  let spent = 0;
  for (const day of deliveredDays(spans, campaign.timeZone ?? 'UTC')) {
    const settings = settingsAt(campaign, Math.min(day.dayStart + day.dayMs, now.getTime()));
    const remainingBudget = Math.max(0, settings.lifetimeBudget - spent);
    const dailyBudget =
      (settings.lifetimeBudget * DAY_MS) / (Date.parse(settings.endTime) - Date.parse(campaign.startTime));
    const random = seededRandom(`${campaign.externalId}:${day.date}`);
    const pacing = between(random, ...SIMULATED_MARKET.pacing);
    const cpm = between(random, ...SIMULATED_MARKET.cpm);
    const frequency = between(random, ...SIMULATED_MARKET.frequency);
    const ctr = between(random, ...SIMULATED_MARKET.clickThroughRate);
    const videoViewRate = between(random, ...SIMULATED_MARKET.videoViewRate);

    const spend = Math.min(Math.floor((dailyBudget * day.deliveredMs * pacing) / DAY_MS), remainingBudget);
    const impressions = Math.round((toMajorUnits(spend, campaign.currency) / cpm) * 1000);
    const reach = impressions > 0 ? Math.max(1, Math.floor(impressions / frequency)) : 0;
    const clicks = Math.round(impressions * ctr);
    const videoViews = hasVideo ? Math.round(impressions * videoViewRate) : 0;
    spent += spend;
    insights.push({ date: day.date, reach, impressions, clicks, videoViews, spend });
  }
  return insights;
}

const FIRST_NAMES = [
  'Aroha',
  'James',
  'Olivia',
  'Wiremu',
  'Charlotte',
  'Liam',
  'Amelia',
  'Noah',
  'Isla',
  'Oliver',
  'Mia',
  'Jack',
  'Ava',
  'Leo',
  'Grace',
  'Hemi',
  'Ruby',
  'Lucas',
  'Harper',
  'Mateo',
];
const LAST_NAMES = [
  'Smith',
  'Williams',
  'Brown',
  'Wilson',
  'Taylor',
  'Ngata',
  'Jones',
  'Walker',
  'Thompson',
  'White',
  'Harris',
  'Martin',
  'Clarke',
  'Parata',
  'Robinson',
  'Young',
  'King',
  'Scott',
  'Patel',
  'Chen',
];

/** A phone number in the country's format, from ranges kept for fiction where the country has one. */
function phoneNumber(country: string | undefined, random: () => number): string {
  const digits = (n: number) => Array.from({ length: n }, () => below(random, 10)).join('');
  switch (country) {
    case 'AU':
      return `+61 4${digits(2)} ${digits(3)} ${digits(3)}`;
    case 'US':
    case 'CA':
      return `+1 ${200 + below(random, 800)} 555 01${digits(2)}`;
    case 'GB':
      return `+44 7700 900${digits(3)}`;
    default:
      return `+64 21 ${digits(3)} ${digits(4)}`;
  }
}

/**
 * The lead-form submissions of a LEADS campaign up to `now`, oldest first: each delivered day brings 0 to
 * maxLeadsPerDay of them at instants of that day, and one counts once its instant falls in a delivered span
 * (so a paused hour brings none, and today's appear as the clock passes them).
 */
export function simulatedLeads(campaign: SimulatedCampaign, now: Date): NetworkLead[] {
  if (campaign.objective !== 'LEADS' || campaign.ads.length === 0) return [];
  const spans = deliveredSpans(campaign, now);
  const leads: NetworkLead[] = [];
  for (const day of deliveredDays(spans, campaign.timeZone ?? 'UTC')) {
    const random = seededRandom(`${campaign.externalId}:${day.date}:leads`);
    const count = below(random, SIMULATED_MARKET.maxLeadsPerDay + 1);
    for (let i = 0; i < count; i++) {
      const at = day.dayStart + below(random, day.dayMs);
      const ad = campaign.ads[below(random, campaign.ads.length)]!;
      const first = FIRST_NAMES[below(random, FIRST_NAMES.length)]!;
      const last = LAST_NAMES[below(random, LAST_NAMES.length)]!;
      const phone = phoneNumber(campaign.countries[0], random);
      const emailNumber = 10 + below(random, 90);
      // Drawn before this check, so whether one lead has happened yet never changes the next one's details.
      if (!spans.some((s) => at >= s.from && at < s.to)) continue;
      leads.push({
        leadId: `sim-lead-${hashHex(`${campaign.externalId}:${day.date}:${i}`)}`,
        campaignExternalId: campaign.externalId,
        adExternalId: ad.externalId,
        createdTime: new Date(at).toISOString(),
        fields: {
          full_name: `${first} ${last}`,
          email: `${first}.${last}${emailNumber}@example.com`.toLowerCase(),
          phone_number: phone,
        },
      });
    }
  }
  return leads.sort((a, b) => a.createdTime.localeCompare(b.createdTime));
}
