// A seeded pseudo-random sequence for the simulator: the same seed text gives the same numbers on every
// machine and every run, so a simulated campaign's insights and leads never change when read again.
import { createHash } from 'node:crypto';

/** sfc32 (Chris Doty-Humphrey's small fast counting generator) seeded from the seed's sha-256: numbers in [0, 1). */
export function seededRandom(seed: string): () => number {
  const digest = createHash('sha256').update(seed).digest();
  let a = digest.readUInt32LE(0);
  let b = digest.readUInt32LE(4);
  let c = digest.readUInt32LE(8);
  let d = digest.readUInt32LE(12);
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // The first outputs of a freshly seeded sfc32 are still close to its seed words: discard a few.
  for (let i = 0; i < 12; i++) next();
  return next;
}

/** A number in [min, max) from a random sequence. */
export function between(random: () => number, min: number, max: number): number {
  return min + (max - min) * random();
}

/** An integer in [0, n) from a random sequence. */
export function below(random: () => number, n: number): number {
  return Math.floor(random() * n);
}
