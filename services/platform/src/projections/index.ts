// Projections of other contexts' events that several contexts keep (ARCHITECTURE §5).
export * from './customer-references.ts';
export * from './reference-checks.ts';
