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
const DESIGN_VERSION = 1

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
 * The build's cards: beside the build's Notion cache, inside Next's cache folder (kept between
 * deploys where `.next/cache` is), copied into a standalone server's folder. A static export
 * into a dist dir of its own (NEXT_DIST_DIR) replaces that folder with the export: there they
 * are kept beside it, in `<dist dir>-cards`.
 */
export function buildCardsDirOf(staticExport: boolean, distDir: string = distDirOf()): string {
  if (staticExport && path.resolve(distDir) === exportDirOf())
    return path.resolve(/*turbopackIgnore: true*/ `${distDir}-cards`)
  return path.join(/*turbopackIgnore: true*/ distDir, 'cache', 'cards')
}

/** Where a server writes the cards of the pages it regenerates (never the project folder). */
export const overlayCardsDirOf = (config: Pick<SiteConfig, 'NOTION_CACHE_DIR'>) =>
  path.join(/*turbopackIgnore: true*/ overlayDirOf(config), 'cards')

export interface CardDirs {
  /** Read first; written while `next build` runs. */
  build: string
  /** Written by a running server. */
  overlay: string
}

export const cardDirsOf = (config: Pick<SiteConfig, 'NOTION_CACHE_DIR' | 'EXPORT'>): CardDirs => ({
  build: buildCardsDirOf(config.EXPORT),
  overlay: overlayCardsDirOf(config)
})

const building = () => process.env.NEXT_PHASE === 'phase-production-build'

/** Cards a server could not write to disk, served from memory (the newest few). */
const MEMORY_CARDS = 64
const inMemory = new Map<string, Buffer>()
const drawing = new Map<string, Promise<string | null>>()

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false
  )

async function writeAtomically(dir: string, name: string, bytes: Buffer): Promise<void> {
  await mkdir(dir, { recursive: true })
  const temporary = path.join(dir, `.${name}.${process.pid}.tmp`)
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

async function draw(
  input: CardInput,
  name: string,
  dirs: CardDirs,
  render: RenderCard
): Promise<string | null> {
  let bytes: Buffer
  try {
    bytes = await render(input)
  } catch (error) {
    log.warn(
      `share card: could not draw ${name} (${String(error)}); the page keeps the site's image`
    )
    return null
  }
  try {
    await writeAtomically(building() ? dirs.build : dirs.overlay, name, bytes)
  } catch (error) {
    if (building()) throw error
    log.warnOnce(
      'card-overlay',
      `share card: ${dirs.overlay} is not writable (${String(error)}); cards kept in memory`
    )
    keepInMemory(name, bytes)
  }
  return name
}

/**
 * The card's file name once it exists, drawing it when no earlier build or regeneration did;
 * null when it could not be drawn (logged). `render` draws it (a page passes the site's text).
 */
export function ensureCard(
  input: CardInput,
  dirs: CardDirs,
  render: RenderCard
): Promise<string | null> {
  const name = cardFileName(input)
  const pending = drawing.get(name)
  if (pending) return pending
  const done = (async () => {
    if (inMemory.has(name)) return name
    const places = building() ? [dirs.build] : [dirs.build, dirs.overlay]
    for (const dir of places) if (await exists(path.join(dir, name))) return name
    return draw(input, name, dirs, render)
  })().finally(() => drawing.delete(name))
  drawing.set(name, done)
  return done
}

/** A card's bytes by its file name, for the server's route; null when there is none. */
export async function readCard(name: string, dirs: CardDirs): Promise<Buffer | null> {
  if (!CARD_NAME.test(name)) return null
  const kept = inMemory.get(name)
  if (kept) return kept
  for (const dir of [dirs.overlay, dirs.build])
    try {
      return await readFile(path.join(dir, name))
    } catch {
      // Not in this folder: the next one.
    }
  return null
}
