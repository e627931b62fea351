// Where the simulated network keeps its campaigns: JSON documents by key. The service stores them in a
// table of its own database, so a simulated campaign survives a restart like a real network's does; the
// map below is for the unit tests only and must never be wired into a running service (a restart would
// forget every campaign, and findCampaign would let an order's campaign be created twice).

export interface SimulatorState {
  get(key: string): Promise<string | null>;
  /** Stores the document only when the key is new: true when it did, false when a document was there (nothing changes then). */
  insert(key: string, json: string): Promise<boolean>;
  /** Replaces the document of a key that exists (last writer wins: the use cases change one campaign at a time). */
  put(key: string, json: string): Promise<void>;
}

/** For unit tests only: an in-memory state, forgotten with the process. */
export function memorySimulatorState(): SimulatorState & { readonly documents: ReadonlyMap<string, string> } {
  const documents = new Map<string, string>();
  return {
    documents,
    async get(key) {
      return documents.get(key) ?? null;
    },
    async insert(key, json) {
      if (documents.has(key)) return false;
      documents.set(key, json);
      return true;
    },
    async put(key, json) {
      documents.set(key, json);
    },
  };
}
