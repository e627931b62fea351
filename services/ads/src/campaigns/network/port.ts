// The ad-network port: what the ads context asks of an ad network (Meta for social campaigns, Google Ads
// for display campaigns, or the simulator that stands in for both in the embedded default and the
// tests). Use cases speak only to this interface; each adapter (simulator, meta, google files beside this one) turns it
// into its network's calls. Amounts are minor units of the account's currency; instants are ISO 8601.

/** Which network family a campaign runs on: social (Meta) or display (Google). */
export type NetworkKind = 'social' | 'display';

/** Which adapter serves an account. */
export type NetworkProvider = 'simulator' | 'meta' | 'google';

/** The account a call acts for, with its opened (unsealed) credentials for a real network. */
export interface NetworkAccount {
  provider: NetworkProvider;
  kind: NetworkKind;
  /** The network's own account id (Meta `act_…` without the prefix, Google customer id digits). */
  accountId: string;
  currency: string;
  /** Meta: { accessToken, appSecret?, pageId? }; Google: { developerToken, clientId, clientSecret, refreshToken, loginCustomerId? }. */
  credentials?: Record<string, string>;
  /** The account's IANA time zone (Google takes campaign dates in it); UTC when unknown. */
  timeZone?: string;
}

export type CampaignObjective = 'TRAFFIC' | 'LEADS' | 'VIDEO_VIEWS' | 'AWARENESS';

/** A circle on the map: the centre and its radius in kilometres. */
export interface GeoCircle {
  latitude: number;
  longitude: number;
  radiusKm: number;
}

export interface Targeting {
  /** ISO 3166 alpha-2 codes. Empty when postcodes are given: networks read locations as a union, so a country would swallow them. */
  countries: string[];
  /** Country first, as Meta's zip keys and Google's postcode look-up need them: 'NZ:1011'. */
  postcodes: string[];
  circles: GeoCircle[];
  /** null: no narrowing. */
  ageMin: number | null;
  ageMax: number | null;
  /** ALL or one gender. */
  gender: 'ALL' | 'MALE' | 'FEMALE';
  /** Custom audiences (network ids) to include, lookalikes among them. */
  audienceIds: string[];
  lookalikeAudienceIds: string[];
}

export interface CreativeSpec {
  format: 'IMAGE' | 'CAROUSEL' | 'VIDEO';
  headline: string;
  message: string;
  linkUrl: string;
  imageUrls: string[];
  /** For the review rules: the share of each image covered by text (0–1), where known. */
  imageTextRatios?: number[];
  videoUrl?: string;
  callToAction: 'LEARN_MORE' | 'SIGN_UP' | 'CONTACT_US' | 'WATCH_MORE';
  /** A lead form (objective LEADS). */
  leadForm?: { introHeadline: string; followUpActionUrl: string; thankYouButtonType: string; privacyPolicyUrl?: string };
}

export interface AdSetSpec {
  name: string;
  targeting: Targeting;
  /** The ad set's share of the campaign's lifetime budget, minor units. */
  lifetimeBudget: number;
}

export interface CampaignSpec {
  /** Our campaign id: the network stores it (in the name or a label) so findCampaign can recover a campaign whose creation was cut short. */
  reference: string;
  name: string;
  objective: CampaignObjective;
  /** ['HOUSING'] for a property listing's campaign. */
  specialAdCategories: string[];
  /**
   * The advertiser's own answer to "is this a housing ad?" (a residential listing's campaign is). The
   * simulator's review trusts it; left out, it reads the creative as a network's classifier would.
   */
  isHousing?: boolean;
  /** The countries the special category applies in (Meta's special_ad_category_country). */
  specialAdCategoryCountries: string[];
  lifetimeBudget: number;
  startTime: string;
  endTime: string;
  adSets: AdSetSpec[];
  creative: CreativeSpec;
}

export type ReviewStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

export interface AdReview {
  status: ReviewStatus;
  /** Why the network rejected the ad; empty unless REJECTED. */
  reasons: string[];
}

export interface NetworkAd {
  externalId: string;
  adSetExternalId: string;
  review: AdReview;
}

export type NetworkCampaignStatus = 'PENDING_REVIEW' | 'SCHEDULED' | 'ACTIVE' | 'PAUSED' | 'COMPLETED' | 'REJECTED' | 'DELETED';

export interface NetworkCampaign {
  externalId: string;
  status: NetworkCampaignStatus;
  adSets: Array<{ externalId: string; name: string }>;
  ads: NetworkAd[];
}

export interface CampaignChange {
  name?: string;
  status?: 'ACTIVE' | 'PAUSED' | 'DELETED';
  endTime?: string;
  lifetimeBudget?: number;
}

/** What an ad-set edit changes on a live campaign; what is left out stays as it is. */
export interface AdSetChange {
  name?: string;
  /** The whole targeting as it is to be (networks replace an ad set's targeting, they do not merge it). */
  targeting?: Targeting;
  /** The ad set's new share of the campaign's lifetime budget, minor units. */
  lifetimeBudget?: number;
}

/** One day's delivery of a campaign (cumulative values are the caller's sum). */
export interface DailyInsight {
  date: string; // YYYY-MM-DD
  reach: number;
  impressions: number;
  clicks: number;
  videoViews: number;
  /** Minor units. */
  spend: number;
}

export interface NetworkLead {
  /** The network's lead id: leads are deduplicated by it. */
  leadId: string;
  campaignExternalId: string;
  adExternalId: string;
  createdTime: string;
  fields: Record<string, string>;
}

/** What kind of audience a network holds; the networks' own finer kinds map onto these (OTHER for the rest). */
export type AudienceSubtype = 'CUSTOM' | 'LOOKALIKE' | 'WEBSITE' | 'ENGAGEMENT' | 'OTHER';

/** A custom audience (Meta) or user list (Google) of an account, as the network describes it. */
export interface NetworkAudience {
  /** The network's audience id. */
  audienceId: string;
  name: string;
  /** Empty when the network has none. */
  description: string;
  subtype: AudienceSubtype;
  /** The network's estimate of the people in it; null while it cannot say (too small or still filling). */
  approximateCount: number | null;
}

/** A page (Meta) an account's ads can be posted as. */
export interface NetworkPage {
  pageId: string;
  name: string;
  /** The page's public URL; null when the network gives none. */
  link: string | null;
}

export interface AdNetwork {
  readonly provider: NetworkProvider;
  createCampaign(account: NetworkAccount, spec: CampaignSpec): Promise<NetworkCampaign>;
  /** The campaign created for a reference, or null: how a creation cut short by a crash is recovered instead of repeated. */
  findCampaign(account: NetworkAccount, reference: string): Promise<NetworkCampaign | null>;
  getCampaign(account: NetworkAccount, externalId: string): Promise<NetworkCampaign>;
  updateCampaign(account: NetworkAccount, externalId: string, change: CampaignChange): Promise<NetworkCampaign>;
  /**
   * Changes a live ad set's name, targeting or budget share. Where a network keeps a setting per campaign
   * rather than per ad set (Google's locations and budget), its adapter says what it does with it.
   */
  updateAdSet(account: NetworkAccount, adSetExternalId: string, change: AdSetChange): Promise<{ externalId: string; name: string }>;
  /** Sends an edited creative for a rejected ad back to review. */
  resubmitAd(account: NetworkAccount, adExternalId: string, creative: CreativeSpec): Promise<NetworkAd>;
  insights(account: NetworkAccount, externalId: string, range: { from: string; to: string }): Promise<DailyInsight[]>;
  leads(account: NetworkAccount, externalId: string, since: string | null): Promise<NetworkLead[]>;
  minimumBudget(account: NetworkAccount): Promise<number>;
  /** The account's custom audiences (Meta) or user lists (Google), every one, in the network's order. */
  listAudiences(account: NetworkAccount): Promise<NetworkAudience[]>;
  /** The pages the account's ads can be posted as (Meta); none for a display network. */
  listPages(account: NetworkAccount): Promise<NetworkPage[]>;
}
