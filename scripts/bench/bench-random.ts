import { createHash } from 'node:crypto'

export interface Random {
  /** In [0, 1). */
  next(): number
  /** An integer in [0, n). */
  int(n: number): number
  pick<T>(items: readonly T[]): T
}

/** mulberry32 seeded from text: the same seed gives the same workspace on every machine. */
export function createRandom(seed: string): Random {
  let state = createHash('sha1').update(seed).digest().readUInt32LE(0)
  const next = () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (n: number) => Math.floor(next() * n)
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => {
      const item = items[int(items.length)]
      if (item === undefined) throw new Error('pick from an empty list')
      return item
    }
  }
}
