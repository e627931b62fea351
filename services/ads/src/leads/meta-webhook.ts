// Meta's lead-gen webhook. The delivery is authenticated by its X-Hub-Signature-256, the HMAC of the raw
// body with the Meta app's secret, which an ad account keeps sealed in its credentials (appSecret): the
// signature is checked against every account's secret (constant-time compares, before the body is read
// for anything), and a change counts only for a campaign running in an account whose secret signed it.
// The webhook carries ids, not the lead: it queues the lead poll of each named campaign (poll-leads.ts),
// which fetches the leads through the network adapter and keeps each once — so a redelivery, the periodic
// poll and a restart between them all end in the same single lead. Nothing is kept for a bad signature.
import { forbidden, unauthorized } from '@adops/platform';
import type { AdAccounts } from '../accounts/accounts.ts';
import { LEAD_MESSAGES, leadgenAdIds, signatureMatches, verifyTokenMatches, type MetaWebhookBody } from './rules.ts';
import type { LeadStore } from './store.ts';

export class MetaLeadWebhook {
  private readonly store: LeadStore;
  private readonly adAccounts: AdAccounts;
  private readonly verifyToken: string | null;

  constructor(deps: { store: LeadStore; adAccounts: AdAccounts; verifyToken: string | null }) {
    this.store = deps.store;
    this.adAccounts = deps.adAccounts;
    this.verifyToken = deps.verifyToken;
  }

  /** Answers how many campaigns' polls the delivery queued; 401 when no account's app secret signed it. */
  async receive(rawBody: Buffer | undefined, signature: string, body: MetaWebhookBody): Promise<number> {
    const signedBy = rawBody ? await this.signers(rawBody, signature) : new Set<string>();
    if (signedBy.size === 0) throw unauthorized(LEAD_MESSAGES.badSignature);
    const campaigns = (await this.store.campaignsOfAds(leadgenAdIds(body))).filter((c) => signedBy.has(c.adAccountId));
    for (const c of campaigns) {
      // A burst of deliveries for one campaign needs one poll: a waiting one fetches them all.
      if (!(await this.store.pollQueued(c.id))) await this.store.enqueuePoll({ campaignId: c.id }, { customerId: c.customerId, officeId: c.officeId }, `Leads of ${c.name}`);
    }
    return campaigns.length;
  }

  /** The hub.challenge to echo when Meta's subscription check sends the configured verify token. */
  challenge(mode: string, token: string, challenge: string): string {
    if (mode !== 'subscribe' || !verifyTokenMatches(token, this.verifyToken)) throw forbidden(LEAD_MESSAGES.badVerifyToken);
    return challenge;
  }

  /** The accounts whose app secret made the signature. */
  private async signers(rawBody: Buffer, signature: string): Promise<Set<string>> {
    const signers = new Set<string>();
    for (const account of await this.store.accountsWithCredentials()) {
      const secret = this.adAccounts.openCredentials(account)?.appSecret;
      if (secret && signatureMatches(rawBody, signature, secret)) signers.add(account.id);
    }
    return signers;
  }
}
