/**
 * Seeded randomness for the gaps between sends: the same seed gives the same gaps, so a simulated
 * day, a retried tick and a test repeat exactly. Not for anything secret.
 */

/** A 32-bit hash of a string (FNV-1a): turns a seed such as "campaign:mailbox:time" into a PRNG state. */
export function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < seed.length; index += 1) {
    hash ^= seed.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32 (Tommy Ettinger's small 32-bit generator): numbers in [0, 1), repeatable from the seed. */
export function seededRandom(seed: string | number): () => number {
  let state = typeof seed === 'number' ? seed >>> 0 : hashSeed(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Jitter between sends: a random extra gap from 0 to `maxSeconds`, drawn from `seed`. */
export interface JitterSettings {
  seed: string;
  maxSeconds: number;
}

/**
 * The extra gap, in whole milliseconds within [0, maxSeconds × 1000], for one mailbox after the send
 * it made at `lastSendAt`: keyed by both, so every decision about that gap gives the same answer
 * (no state to keep between ticks or workers).
 */
export function jitterAfter(jitter: JitterSettings | undefined, mailboxId: string, lastSendAt: number): number {
  if (!jitter || jitter.maxSeconds <= 0) return 0;
  const random = seededRandom(`${jitter.seed}:${mailboxId}:${lastSendAt}`);
  return Math.floor(random() * (jitter.maxSeconds * 1000 + 1));
}
