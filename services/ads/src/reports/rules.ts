// The reports' pure rules: a report's dates as 003 shows them (day/month/year), the link's URL, and
// the previews of the campaign's ads.
import type { CreativeSpec } from '../campaigns/network/port.ts';

/** YYYY-MM-DD as DD/MM/YYYY (003: the report's startDate and endDate are day/month/year strings). */
export function dayMonthYear(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${d}/${m}/${y}`;
}

/** The public report page of a short id, on the installation's public URL. */
export function reportUrl(publicUrl: string, shortId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/report/${shortId}`;
}

/** A short id is 128 random bits in base64url: 22 characters. */
export const SHORT_ID_BYTES = 16;

/** A report shows at most this many ad previews. */
export const MAX_AD_PREVIEWS = 20;

/** What a report shows of an ad: what the ad shows its audience, nothing of its lead form or review. */
export interface AdPreview {
  format: CreativeSpec['format'];
  headline: string;
  message: string;
  imageUrls: string[];
  videoUrl: string | null;
  callToAction: CreativeSpec['callToAction'];
}

/**
 * The previews of one campaign's ads: each ad set's creative (as last edited), in order, an ad that
 * looks the same as one before it shown once; the campaign's own creative while it has no ad set.
 */
export function adPreviewsOf(adSetCreatives: readonly CreativeSpec[], campaignCreative: CreativeSpec | undefined): AdPreview[] {
  const sources = adSetCreatives.length ? adSetCreatives : campaignCreative ? [campaignCreative] : [];
  const seen = new Set<string>();
  const previews: AdPreview[] = [];
  for (const c of sources) {
    const preview: AdPreview = { format: c.format, headline: c.headline, message: c.message, imageUrls: c.imageUrls.slice(0, 10), videoUrl: c.videoUrl ?? null, callToAction: c.callToAction };
    const key = JSON.stringify(preview);
    if (seen.has(key)) continue;
    seen.add(key);
    previews.push(preview);
    if (previews.length === MAX_AD_PREVIEWS) break;
  }
  return previews;
}
