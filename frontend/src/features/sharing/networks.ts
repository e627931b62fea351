// What is shared and where it may go (003 §2 share dialog, §6, §9): LinkedIn, Facebook, Twitter and Pinterest
// open the network's public share page for the link; WeChat has no such page, so it shows the link and its QR
// code. The customer's sharing options decide: a kind its options turn off (listings, resources, or campaigns
// for reports) is not shared at all; otherwise the widgets of allowedSharingWidgets are offered (all five when
// the options are unknown: 003 §9's default). E-mail is no widget: it is offered whenever the kind is shared.
import type { SharingOptions, SharingWidget } from '../../lib/api/generated/customer.ts';
import { SHARING_WIDGETS } from '../customers/constants.ts';

export type ShareKind = 'listing' | 'resource' | 'report';

/** What a share menu shares: its kind and id (as the server's shareByEmail knows them), its public link and title. */
export interface Shared {
  kind: ShareKind;
  /** The listing's or resource's id, or the report link's short id. */
  id: string;
  /** The public page: a listing's customerUrl, a resource's landing URL, a report's short URL. */
  url: string;
  title: string;
  /** A picture for the networks that take one (Pinterest). */
  imageUrl?: string;
}

/** The networks with a public share page, in the order the menu shows them. */
export type ShareNetwork = Exclude<SharingWidget, 'wechat'>;

export const WIDGET_LABELS: Record<SharingWidget, string> = {
  linkedin: 'LinkedIn', facebook: 'Facebook', twitter: 'Twitter', pinterest: 'Pinterest', wechat: 'WeChat',
};

const enc = encodeURIComponent;

/** The network's share page for the link (their documented public endpoints; nothing is posted by us). */
export function shareUrlOf(network: ShareNetwork, shared: Pick<Shared, 'url' | 'title' | 'imageUrl'>): string {
  switch (network) {
    case 'linkedin': return `https://www.linkedin.com/sharing/share-offsite/?url=${enc(shared.url)}`;
    case 'facebook': return `https://www.facebook.com/sharer/sharer.php?u=${enc(shared.url)}`;
    case 'twitter': return `https://twitter.com/intent/tweet?url=${enc(shared.url)}&text=${enc(shared.title)}`;
    case 'pinterest':
      return `https://www.pinterest.com/pin/create/button/?url=${enc(shared.url)}&description=${enc(shared.title)}${shared.imageUrl ? `&media=${enc(shared.imageUrl)}` : ''}`;
  }
}

const OPTION_OF: Record<ShareKind, 'listings' | 'resources' | 'campaigns'> = { listing: 'listings', resource: 'resources', report: 'campaigns' };

/**
 * The widgets offered for a kind, in the menu's order; null when the customer does not share that kind at all.
 * Unknown options (a staff user who cannot read the customer) are 003 §9's default: every widget.
 */
export function offeredWidgets(options: SharingOptions | undefined, kind: ShareKind): SharingWidget[] | null {
  if (!options) return [...SHARING_WIDGETS];
  if (!options[OPTION_OF[kind]]) return null;
  return SHARING_WIDGETS.filter((w) => options.allowedSharingWidgets.includes(w));
}

/** The short id of a report link: its last path segment (`{public URL}/report/{shortId}`). */
export const reportShortId = (shortUrl: string): string => new URL(shortUrl, 'http://x').pathname.split('/').filter(Boolean).pop() ?? '';

/** A report link as something shared. */
export const reportShared = (shortUrl: string, title: string): Shared => ({ kind: 'report', id: reportShortId(shortUrl), url: shortUrl, title });
