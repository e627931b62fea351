// Every feature of the app: each src/features/<area>/feature.tsx, found by the bundler (import.meta.glob),
// in folder order. Only these small declarations are in the first load; their pages load lazily.
import type { Feature } from './feature.ts';

const declared = import.meta.glob<Feature>('../features/*/feature.tsx', { eager: true, import: 'feature' });

export const FEATURES: Feature[] = Object.keys(declared).sort().map((path) => declared[path]!);
