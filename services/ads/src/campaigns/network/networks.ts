// Which adapter serves which provider. The module wires the adapters it has (the simulator always; Meta
// and Google in clusters); an account of a provider without an adapter fails its network calls clearly.
import type { AdNetwork, NetworkProvider } from './port.ts';

export class AdNetworks {
  private readonly byProvider: Map<NetworkProvider, AdNetwork>;

  constructor(adapters: readonly AdNetwork[]) {
    this.byProvider = new Map(adapters.map((a) => [a.provider, a]));
  }

  for(provider: NetworkProvider): AdNetwork {
    const adapter = this.byProvider.get(provider);
    if (!adapter) throw new Error(`no ad-network adapter for provider ${provider}`);
    return adapter;
  }
}
