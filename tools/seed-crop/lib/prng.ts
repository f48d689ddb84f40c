/**
 * Seeded randomness. Every draw comes from a stream keyed by a string (unit, period, purpose), so adding a unit or a
 * period never changes the numbers already generated for the others.
 */

/** xmur3 string hash: turns a key into a 32-bit seed. */
function hashKey(key: string): number {
  let h = 1779033703 ^ key.length;
  for (let i = 0; i < key.length; i++) {
    h = Math.imul(h ^ key.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  h = Math.imul(h ^ (h >>> 16), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  return (h ^= h >>> 16) >>> 0;
}

export interface Random {
  /** Uniform in [0, 1). */
  uniform(): number;
  /** Standard normal (Box-Muller). */
  normal(): number;
}

/** mulberry32 seeded from `seed:key`. */
export function randomFor(seed: string, key: string): Random {
  let state = hashKey(`${seed}:${key}`);
  const uniform = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const normal = (): number => {
    const u = Math.max(uniform(), 1e-12);
    const v = uniform();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };
  return { uniform, normal };
}
