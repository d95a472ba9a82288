/** One place in a game mosaic: a large tile, a group of up to four small tiles, or an ad. */
export type MosaicUnit<T> =
  | { kind: 'large'; key: string; item: T }
  | { kind: 'group'; key: string; items: T[] }
  | { kind: 'ad'; key: string }

export interface MosaicOptions<T> {
  /** Items shown as a large tile of their own; the rest fill groups of four. */
  isLarge: (item: T) => boolean
  key: (item: T) => string
  /** Put an ad in every `adEvery`-th place (0: no ads). */
  adEvery: number
}

export const GROUP_SIZE = 4

/**
 * Lays items out in list order: each large item takes a place, small ones fill 2×2 groups
 * (a large item closes the group being filled), and every `adEvery`-th place is an ad.
 */
export function mosaicUnits<T>(items: readonly T[], options: MosaicOptions<T>): MosaicUnit<T>[] {
  const units: MosaicUnit<T>[] = []
  const push = (unit: MosaicUnit<T>) => {
    if (options.adEvery > 1 && units.length % options.adEvery === options.adEvery - 1)
      units.push({ kind: 'ad', key: `ad-${units.length}` })
    units.push(unit)
  }
  let group: T[] = []
  const flush = () => {
    const [first] = group
    if (first !== undefined) push({ kind: 'group', key: options.key(first), items: group })
    group = []
  }
  for (const item of items) {
    if (options.isLarge(item)) {
      flush()
      push({ kind: 'large', key: options.key(item), item })
    } else {
      group.push(item)
      if (group.length === GROUP_SIZE) flush()
    }
  }
  flush()
  return units
}
