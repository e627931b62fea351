// The owned-resource kit: tenancy by construction (ARCHITECTURE §4).
export * from './transactions.ts';
export * from './kit.ts';
export * from './owned-resource.ts';
export * from './owners.ts';
export * from './agent-links.ts';
