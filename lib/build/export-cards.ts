import { availableParallelism } from 'node:os'
import { copyFile, mkdir, open, readdir, stat } from 'node:fs/promises'
import path from 'node:path'

/** One of `count` processes drawing an export's cards side by side: its share of them. */
export interface CardShard {
  index: number
  count: number
}

/** `k/n` in it: the process draws the k-th of n shares of the cards (postbuild-export runs n). */
export const CARD_SHARD_VARIABLE = 'NOTIONPRESS_CARD_SHARD'

/**
 * Set in the card process scripts/lib/early-cards.ts starts while the workspace is fetched: the
 * rows snapshot it draws from (lib/notion/rows-snapshot.ts). It draws every card the default
 * site's pages can name, before they are written and on beside the step after them, and stops
 * between two cards when sent SIGTERM (that step is done).
 */
export const CARD_EARLY_VARIABLE = 'NOTIONPRESS_CARDS_FROM_ROWS'

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

const HEAD_END = '</head>'
const CHUNK_BYTES = 16 * 1024

/**
 * A page's head (where og:image names its card): read up to `</head>`, not the whole file, whose
 * body and page data can be a hundred times longer; the whole file when it has no head.
 */
export async function headOf(file: string): Promise<string> {
  const handle = await open(file)
  try {
    const chunks: Buffer[] = []
    for (let at = 0; ;) {
      const chunk = Buffer.alloc(CHUNK_BYTES)
      const { bytesRead } = await handle.read(chunk, 0, CHUNK_BYTES, at)
      if (!bytesRead) break
      chunks.push(chunk.subarray(0, bytesRead))
      at += bytesRead
      // The end tag may straddle two chunks: look in the last two.
      const recent = Buffer.concat(chunks.slice(-2)).toString('latin1')
      if (recent.includes(HEAD_END)) break
    }
    const text = Buffer.concat(chunks).toString('utf8')
    const end = text.indexOf(HEAD_END)
    return end < 0 ? text : text.slice(0, end)
  } finally {
    await handle.close()
  }
}

/** The share cards a static export's pages name (og:image, in their heads), by file name. */
export async function exportedCardNames(outDir: string): Promise<Set<string>> {
  const names = new Set<string>()
  for (const file of await htmlFiles(outDir))
    for (const match of (await headOf(file)).matchAll(CARD_REFERENCE))
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

/**
 * Below this many cards to draw, one process: a second costs ~1.5-2 s of CPU to start (Node, the
 * site, the renderer's first card), about what it saves in wall time at ~50 ms a card.
 */
const CARDS_PER_EXTRA_PROCESS = 100

/**
 * How many processes should draw an export's cards: none when every card its pages name is kept
 * from an earlier build (then they are copied here), one for up to a hundred or while the card
 * process started before the pages still draws (`helped`: it is the second), else one per core
 * left beside the process writing the export's other files (up to two).
 */
export async function cardProcessesFor(
  outDir: string,
  cardsDir: string,
  helped = false
): Promise<number> {
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
  if (helped || toDraw < CARDS_PER_EXTRA_PROCESS) return 1
  return Math.max(1, Math.min(2, availableParallelism() - 1))
}

/**
 * The memory allocators' settings a card process runs with (unless the environment sets them):
 * keep freed memory for the next card instead of handing it back to the system. Every card
 * allocates and frees pictures of megabytes (resvg's canvas through its own allocator, mimalloc;
 * sharp's and Node's buffers through glibc's), and memory handed back is zeroed page by page
 * when taken again: in a virtual machine that page-faulting was ~40 % of a card's CPU time.
 * glibc's settings are ignored by other C libraries (musl); they are read when a process starts.
 */
export const CARD_PROCESS_ALLOCATOR: Readonly<Record<string, string>> = {
  // One arena for all threads, heap memory for buffers up to 256 MiB, trimmed above 512 MiB free.
  MALLOC_ARENA_MAX: '1',
  MALLOC_MMAP_THRESHOLD_: String(256 * 1024 * 1024),
  MALLOC_TRIM_THRESHOLD_: String(512 * 1024 * 1024),
  // mimalloc: never give freed memory back while the process runs.
  MIMALLOC_PURGE_DELAY: '-1'
}
