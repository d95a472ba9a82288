import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { SiteConfig } from '@/lib/config/types'
import { cardFormat } from '@/lib/cards/card-format'
import type { CardInput } from '@/lib/cards/card-types'
import { exportDirOf } from '@/lib/build/export-artifacts'
import { distDirOf } from '@/lib/notion/build-source'
import { overlayDirOf } from '@/lib/notion/cache-dirs'
import { log } from '@/lib/log'

/** Draws a card's image (lib/cards/render-card.ts, loaded when first needed). */
export type RenderCard = (input: CardInput) => Promise<Buffer>

/** Raised when the designs change, so every card is drawn again. */
const DESIGN_VERSION = 2

/** A card's file name: the hash of everything it draws, so an unchanged card is never redrawn. */
export function cardFileName(input: CardInput): string {
  const hash = createHash('sha256')
    .update(JSON.stringify([DESIGN_VERSION, input]))
    .digest('hex')
    .slice(0, 20)
  return `${hash}.${cardFormat(input)}`
}

export const CARD_NAME = /^[0-9a-f]{20}\.(png|jpg)$/

/**
 * A static export's cards, kept between builds: inside Next's cache folder (kept between deploys
 * where `.next/cache` is). An export into a dist dir of its own (NEXT_DIST_DIR) replaces that
 * folder with the export: there they are kept beside it, in `<dist dir>-cards`.
 */
export function exportCardsDirOf(distDir: string = distDirOf()): string {
  if (path.resolve(distDir) === exportDirOf())
    return path.resolve(/*turbopackIgnore: true*/ `${distDir}-cards`)
  return path.join(/*turbopackIgnore: true*/ distDir, 'cache', 'cards')
}

/** Where a server keeps the cards it draws: the writable folder of its Notion cache. */
export const serverCardsDirOf = (config: Pick<SiteConfig, 'NOTION_CACHE_DIR'>) =>
  path.join(/*turbopackIgnore: true*/ overlayDirOf(config), 'cards')

/** Cards a server could not write to disk, served from memory (the newest few). */
const MEMORY_CARDS = 64
const inMemory = new Map<string, Buffer>()
const drawing = new Map<string, Promise<Buffer | null>>()

export const hasCard = (dir: string, name: string) =>
  stat(path.join(dir, name)).then(
    () => true,
    () => false
  )

/** Writes started by this process: each has a temporary file of its own. */
let writes = 0

async function writeAtomically(dir: string, name: string, bytes: Buffer): Promise<void> {
  await mkdir(dir, { recursive: true })
  // Two drawers of one card (processes, or two in one process) never share a temporary file.
  const temporary = path.join(dir, `.${name}.${process.pid}.${++writes}.tmp`)
  await writeFile(temporary, bytes)
  await rename(temporary, path.join(dir, name))
}

function keepInMemory(name: string, bytes: Buffer) {
  inMemory.set(name, bytes)
  for (const oldest of inMemory.keys()) {
    if (inMemory.size <= MEMORY_CARDS) break
    inMemory.delete(oldest)
  }
}

/** Draws a card; null when it cannot be drawn (logged), never a throw. */
async function drawOrNull(input: CardInput, name: string, render: RenderCard) {
  try {
    return await render(input)
  } catch (error) {
    log.warn(`share card: could not draw ${name} (${String(error)})`)
    return null
  }
}

async function readOrDraw(
  input: CardInput,
  name: string,
  dir: string,
  render: RenderCard
): Promise<Buffer | null> {
  const kept = inMemory.get(name)
  if (kept) return kept
  try {
    return await readFile(path.join(dir, name))
  } catch {
    // Not drawn yet.
  }
  const bytes = await drawOrNull(input, name, render)
  if (!bytes) return null
  try {
    await writeAtomically(dir, name, bytes)
  } catch (error) {
    log.warnOnce('card-dir', `share card: ${dir} is not writable (${String(error)}); in memory`)
    keepInMemory(name, bytes)
  }
  return bytes
}

/**
 * A card's bytes: read from `dir` when drawn before, else drawn now and kept there (in memory
 * when `dir` cannot be written); null when it cannot be drawn. One draw per card at a time.
 */
export function cardBytes(
  input: CardInput,
  dir: string,
  render: RenderCard
): Promise<Buffer | null> {
  const name = cardFileName(input)
  const pending = drawing.get(name)
  if (pending) return pending
  const done = readOrDraw(input, name, dir, render).finally(() => drawing.delete(name))
  drawing.set(name, done)
  return done
}

/**
 * Draws into `dir` each card not already there (a build's: a failure to write throws); returns
 * how many were drawn and how many could not be. `stop` is asked before each card: once it says
 * true, the rest are left undrawn (`stopped`).
 */
export async function drawMissingCards(
  cards: ReadonlyMap<string, CardInput>,
  dir: string,
  render: RenderCard,
  stop: () => boolean = () => false
): Promise<{ drawn: number; kept: number; failed: string[]; stopped: boolean }> {
  const result = { drawn: 0, kept: 0, failed: [] as string[], stopped: false }
  for (const [name, input] of cards) {
    if (stop()) {
      result.stopped = true
      break
    }
    if (await hasCard(dir, name)) {
      result.kept++
      continue
    }
    const bytes = await drawOrNull(input, name, render)
    if (!bytes) {
      result.failed.push(name)
      continue
    }
    await writeAtomically(dir, name, bytes)
    result.drawn++
  }
  return result
}
