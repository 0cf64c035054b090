/** A seeded pseudo-random source: the same seed gives the same sequence on every machine. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One of `items`, each drawn in proportion to its weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  /** `count` different items (fewer when the list is shorter), in draw order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** A version-4-shaped UUID drawn from this source (128 bits of state, so no collisions in practice). */
  uuid(): string;
}

/** cyrb128: spreads a seed of any length over the four 32-bit words sfc32 starts from. */
function seedWords(seed: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let index = 0; index < seed.length; index++) {
    const code = seed.charCodeAt(index);
    h1 = h2 ^ Math.imul(h1 ^ code, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ code, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ code, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ code, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

const hex = Array.from({ length: 256 }, (_, value) => value.toString(16).padStart(2, '0'));

/** sfc32 (Chris Doty-Humphrey's small fast counter), seeded from any string or number. */
export function createRandom(seed: string | number): Random {
  let [a, b, c, d] = seedWords(String(seed));
  const word = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return t >>> 0;
  };
  // Warm up: the first outputs of a fresh sfc32 state are poorly mixed.
  for (let round = 0; round < 15; round++) word();

  const next = () => word() / 4294967296;
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  const byte = (value: number) => hex[value & 255] ?? '00';
  const bytes = (value: number) => byte(value >>> 24) + byte(value >>> 16) + byte(value >>> 8) + byte(value);

  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    weighted<T>(items: readonly (readonly [T, number])[]): T {
      let total = 0;
      for (const [, weight] of items) total += weight;
      let roll = next() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      const last = items[items.length - 1];
      if (!last) throw new Error('weighted pick from an empty list');
      return last[0];
    },
    sample<T>(items: readonly T[], count: number): T[] {
      const pool = [...items];
      const chosen: T[] = [];
      while (chosen.length < count && pool.length > 0) {
        const [item] = pool.splice(Math.floor(next() * pool.length), 1);
        chosen.push(item as T);
      }
      return chosen;
    },
    uuid() {
      const w1 = word();
      const w2 = (word() & 0xffff0fff) | 0x00004000;
      const w3 = (word() & 0x3fffffff) | 0x80000000;
      const w4 = word();
      const text = bytes(w1) + bytes(w2) + bytes(w3) + bytes(w4);
      return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
    },
  };
}
