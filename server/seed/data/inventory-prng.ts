/*
 * A small seeded pseudo-random generator for the inventory seed: the same seed text gives the
 * same numbers on every run and every machine, so the generated rows (and their fingerprint)
 * never change unless the seed data does. Math.random would make every start re-seed.
 */

/** A stream of numbers drawn from one seed text. */
export type Prng = {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T
  /** True with probability `p`. */
  chance(p: number): boolean
  /** `count` distinct elements in a random order (all of them when fewer). */
  sample<T>(items: readonly T[], count: number): T[]
}

/** FNV-1a: a 32-bit hash of the seed text, the generator's starting state. */
function hash32(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** A mulberry32 generator seeded from `seed`. */
export function createPrng(seed: string): Prng {
  let state = hash32(seed)
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)]!,
    chance: (p) => next() < p,
    sample: (items, count) => {
      const pool = [...items]
      for (let i = pool.length - 1; i > 0; i--) {
        const j = int(0, i)
        ;[pool[i], pool[j]] = [pool[j]!, pool[i]!]
      }
      return pool.slice(0, count)
    },
  }
}
