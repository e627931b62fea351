// An adapter loaded on its first call. The vendors' SDKs are heavy (google-ads-api brings gRPC and
// the Google Ads protobufs, about 200 MB of heap once loaded); a process whose accounts are all
// simulated — the embedded default — never loads them.
import type { AdNetwork, NetworkProvider } from './port.ts';

/** An AdNetwork for `provider` whose calls wait for `load()` once, then go to what it made. */
export function lazyNetwork(provider: NetworkProvider, load: () => Promise<AdNetwork>): AdNetwork {
  let loaded: Promise<AdNetwork> | undefined;
  const adapter = () => {
    // A failed load is not kept: the next call tries again.
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
  return {
    provider,
    createCampaign: async (account, spec) => (await adapter()).createCampaign(account, spec),
    findCampaign: async (account, reference) => (await adapter()).findCampaign(account, reference),
    getCampaign: async (account, externalId) => (await adapter()).getCampaign(account, externalId),
    updateCampaign: async (account, externalId, change) => (await adapter()).updateCampaign(account, externalId, change),
    updateAdSet: async (account, adSetExternalId, change) => (await adapter()).updateAdSet(account, adSetExternalId, change),
    resubmitAd: async (account, adExternalId, creative) => (await adapter()).resubmitAd(account, adExternalId, creative),
    insights: async (account, externalId, range) => (await adapter()).insights(account, externalId, range),
    leads: async (account, externalId, since) => (await adapter()).leads(account, externalId, since),
    minimumBudget: async (account) => (await adapter()).minimumBudget(account),
    listAudiences: async (account) => (await adapter()).listAudiences(account),
    listPages: async (account) => (await adapter()).listPages(account),
  };
}
