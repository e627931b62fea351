// The Meta Marketing API through Meta's own SDK (facebook-nodejs-business-sdk), narrowed to what the Meta
// adapter uses. The SDK ships no type declarations, so it is loaded with require and given the small typed
// surface below instead of an `any` that would leak into the adapter.
//
// Where its HTTP goes: every SDK object sends through its FacebookAdsApi's `call()`, which builds the URL
// from `urlOverride || FacebookAdsApi.GRAPH`. GRAPH is a static getter read by class name (a subclass
// cannot shadow it), so the supported seam is `call()`'s own `urlOverride` argument: GraphApi fills it with
// the account's Graph base URL (https://graph.facebook.com unless told otherwise; the tests' loopback
// recorder). Paging URLs Meta returns are absolute and followed as they are.
import { createHmac } from 'node:crypto';
import { createRequire } from 'node:module';

export const META_GRAPH_URL = 'https://graph.facebook.com';

/** One Graph object as the SDK holds it; `exportAllData()` is the fields Meta returned. */
export interface SdkObject {
  readonly id: string;
  exportAllData(): Record<string, unknown>;
}

/** A page of an edge (the SDK's Cursor is an Array subclass). */
export interface SdkCursor<T extends SdkObject = SdkObject> extends Array<T> {
  hasNext(): boolean;
  next(): Promise<SdkCursor<T>>;
}

type Params = Record<string, unknown>;

export interface SdkAdAccount extends SdkObject {
  read(fields: string[], params?: Params): Promise<SdkAdAccount>;
  createCampaign(fields: string[], params: Params): Promise<SdkObject>;
  createAdSet(fields: string[], params: Params): Promise<SdkObject>;
  createAdCreative(fields: string[], params: Params): Promise<SdkObject>;
  createAd(fields: string[], params: Params): Promise<SdkObject>;
  createAdVideo(fields: string[], params: Params): Promise<SdkObject>;
  getCampaigns(fields: string[], params?: Params): Promise<SdkCursor>;
  getCustomAudiences(fields: string[], params?: Params): Promise<SdkCursor>;
  getPromotePages(fields: string[], params?: Params): Promise<SdkCursor>;
}

export interface SdkCampaign extends SdkObject {
  read(fields: string[], params?: Params): Promise<SdkCampaign>;
  update(fields: string[], params: Params): Promise<unknown>;
  getAdSets(fields: string[], params?: Params): Promise<SdkCursor>;
  getAds(fields: string[], params?: Params): Promise<SdkCursor>;
  getInsights(fields: string[], params?: Params): Promise<SdkCursor>;
}

export interface SdkAdSet extends SdkObject {
  read(fields: string[], params?: Params): Promise<SdkAdSet>;
  update(fields: string[], params: Params): Promise<unknown>;
}

export interface SdkAd extends SdkObject {
  read(fields: string[], params?: Params): Promise<SdkAd>;
  update(fields: string[], params: Params): Promise<unknown>;
  getLeads(fields: string[], params?: Params): Promise<SdkCursor>;
}

export interface SdkPage extends SdkObject {
  createLeadGenForm(fields: string[], params: Params): Promise<SdkObject>;
}

type NodeClass<T> = new (id: string, data: Params, parentId: string | undefined, api: unknown) => T;

interface FacebookAdsApiClass {
  new (accessToken: string, locale?: string, crashLog?: boolean): { call(...args: unknown[]): Promise<unknown> };
}

interface BusinessSdk {
  FacebookAdsApi: FacebookAdsApiClass;
  AdAccount: NodeClass<SdkAdAccount>;
  Campaign: NodeClass<SdkCampaign>;
  AdSet: NodeClass<SdkAdSet>;
  Ad: NodeClass<SdkAd>;
  Page: NodeClass<SdkPage>;
}

const sdk = createRequire(import.meta.url)('facebook-nodejs-business-sdk') as BusinessSdk;

/**
 * A FacebookAdsApi for one ad account: its own token (never the SDK's process-wide default api, so two
 * accounts never share one), its Graph base URL, and `appsecret_proof` on every call when the app secret
 * is known (Meta requires it for apps with "Require App Secret" on, which system-user tokens should use).
 * The crash reporter stays off: it would hook the process's uncaughtException and post to Meta.
 */
export function graphApi(accessToken: string, options: { graphUrl: string; appSecret?: string }) {
  const proof = options.appSecret ? createHmac('sha256', options.appSecret).update(accessToken).digest('hex') : undefined;
  class GraphApi extends sdk.FacebookAdsApi {
    override call(method: unknown, path: unknown, params: Params = {}, files: unknown = {}, multipart = false, urlOverride = ''): Promise<unknown> {
      const withProof = proof ? { ...params, appsecret_proof: proof } : params;
      return super.call(method, path, withProof, files, multipart, urlOverride || options.graphUrl);
    }
  }
  return new GraphApi(accessToken, 'en_US', false);
}

export type GraphApi = ReturnType<typeof graphApi>;

/** The SDK node classes bound to one account's api. */
export function graphNodes(api: GraphApi) {
  return {
    adAccount: (accountId: string) => new sdk.AdAccount(`act_${accountId}`, {}, undefined, api),
    campaign: (id: string) => new sdk.Campaign(id, {}, undefined, api),
    adSet: (id: string) => new sdk.AdSet(id, {}, undefined, api),
    ad: (id: string) => new sdk.Ad(id, {}, undefined, api),
    page: (id: string) => new sdk.Page(id, {}, undefined, api),
  };
}

export type GraphNodes = ReturnType<typeof graphNodes>;

/** Every object of an edge, following Meta's paging. */
export async function allOf(first: Promise<SdkCursor>): Promise<Array<Record<string, unknown>>> {
  let page = await first;
  const rows = page.map((o) => o.exportAllData());
  while (page.hasNext()) {
    page = await page.next();
    rows.push(...page.map((o) => o.exportAllData()));
  }
  return rows;
}
