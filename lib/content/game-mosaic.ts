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
 * Lays items out in list order: each large item takes a place; small ones fill 2×2 groups, a
 * group taking its place where its first item comes and filling on past large items (so only
 * the last group can be short); every `adEvery`-th place is an ad.
 */
export function mosaicUnits<T>(items: readonly T[], options: MosaicOptions<T>): MosaicUnit<T>[] {
  const units: MosaicUnit<T>[] = []
  const push = (unit: MosaicUnit<T>) => {
    if (options.adEvery > 1 && units.length % options.adEvery === options.adEvery - 1)
      units.push({ kind: 'ad', key: `ad-${units.length}` })
    units.push(unit)
  }
  let group: T[] | null = null
  for (const item of items) {
    if (options.isLarge(item)) push({ kind: 'large', key: options.key(item), item })
    else if (group && group.length < GROUP_SIZE) group.push(item)
    else {
      group = [item]
      push({ kind: 'group', key: options.key(item), items: group })
    }
  }
  return units
}
