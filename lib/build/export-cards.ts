import { availableParallelism } from 'node:os'
import { copyFile, mkdir, readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'

/** One of `count` processes drawing an export's cards side by side: its share of them. */
export interface CardShard {
  index: number
  count: number
}

/** `k/n` in it: the process draws the k-th of n shares of the cards (postbuild-export runs n). */
export const CARD_SHARD_VARIABLE = 'NOTIONPRESS_CARD_SHARD'

/** The shard `k/n` names; the whole (0/1) for anything else. */
export function shardOf(value = ''): CardShard {
  const [index = 0, count = 1] = value.split('/').map(Number)
  return Number.isInteger(index) && Number.isInteger(count) && index >= 0 && index < count
    ? { index, count }
    : { index: 0, count: 1 }
}

/** A shard's share of the cards' names: every count-th of them in order, from its index. */
export const shareOf = (names: Iterable<string>, { index, count }: CardShard) =>
  new Set([...names].sort().filter((_, i) => i % count === index))

const CARD_REFERENCE = /\/cards\/([0-9a-f]{20}\.(?:png|jpg))/g

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name))
}

/** The share cards a static export's pages name (og:image), by file name. */
export async function exportedCardNames(outDir: string): Promise<Set<string>> {
  const names = new Set<string>()
  for (const file of await htmlFiles(outDir))
    for (const match of (await readFile(file, 'utf8')).matchAll(CARD_REFERENCE))
      if (match[1]) names.add(match[1])
  return names
}

/**
 * Copies cards from the kept card folder into `<outDir>/cards/`: only those the pages name, since
 * the folder also keeps cards of earlier builds (a post since locked or removed). Returns the
 * names that were not there.
 */
export async function copyExportCards(
  names: Iterable<string>,
  outDir: string,
  cardsDir: string
): Promise<string[]> {
  await mkdir(path.join(outDir, 'cards'), { recursive: true })
  const missing: string[] = []
  for (const name of names)
    await copyFile(path.join(cardsDir, name), path.join(outDir, 'cards', name)).catch(() =>
      missing.push(name)
    )
  return missing
}

/** Below this many cards to draw, one process: a second would cost more to start than it saves. */
const CARDS_PER_EXTRA_PROCESS = 16

/**
 * How many processes should draw an export's cards: none when every card its pages name is kept
 * from an earlier build (then they are copied here), one for a few, one per core (up to two)
 * for many.
 */
export async function cardProcessesFor(outDir: string, cardsDir: string): Promise<number> {
  const names = await exportedCardNames(outDir)
  const kept = await Promise.all(
    [...names].map((name) =>
      stat(path.join(cardsDir, name)).then(
        () => true,
        () => false
      )
    )
  )
  const toDraw = kept.filter((has) => !has).length
  if (toDraw === 0) {
    if (names.size) await copyExportCards(names, outDir, cardsDir)
    return 0
  }
  return toDraw < CARDS_PER_EXTRA_PROCESS ? 1 : Math.min(2, availableParallelism())
}
