/**
 * A static export's share cards, in a process of their own, run two ways:
 *
 * - after its pages (lib/pages/export-cards.ts writeExportCards): the cards the pages name, in
 *   one process (two for many cards where a core is free, each drawing its share; see
 *   cardProcessesFor), beside the one writing the export's other files. A card an earlier build
 *   drew, or the early process below, is kept in `.next/cache/cards` and copied, not drawn again.
 * - early (NOTIONPRESS_CARDS_FROM_ROWS: a rows snapshot, lib/notion/rows-snapshot.ts; started by
 *   scripts/lib/early-cards.ts at the lowest CPU priority once the database is read, while the
 *   bodies are fetched and `next build` compiles, type-checks and generates): every card the
 *   default site's pages can name (drawSiteCards), from the rows alone, into the kept folder. When
 *   the pages are done it goes on beside the step after them, which draws the missing cards from
 *   the other end (and any card the pages name that the rows gave otherwise); on SIGTERM (that
 *   step is done) it stops after the card it is drawing.
 *
 * Not run directly: it is bundled (scripts/lib/export-steps.ts) and run with the environment the
 * build's pages saw, so it reads the same workspace.
 */
import { exportDirOf } from '../lib/build/export-artifacts'
import { CARD_EARLY_VARIABLE, CARD_SHARD_VARIABLE, shardOf } from '../lib/build/export-cards'
import { exportCardsDirOf } from '../lib/cards/card-store'
import type { SiteData } from '../lib/content/site-types'
import { readRowsSnapshot, rowsWorkspace } from '../lib/notion/rows-snapshot'
import { log } from '../lib/log'
import { drawSiteCards, writeExportCards } from '../lib/pages/export-cards'
import { getSiteData, rowsSiteData } from '../lib/pages/get-site-data'
import { exitWithMessage } from './script-errors'

const cpuSeconds = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1e6
}

/** The whole process's CPU time, sharp's threads included, in three parts. */
function cpuParts(started: number, read: number, done: number): string {
  return (
    `${done.toFixed(1)} s CPU: ${started.toFixed(1)} starting, ` +
    `${(read - started).toFixed(1)} reading the site, ${(done - read).toFixed(1)} drawing`
  )
}

async function afterPages(data: SiteData, started: number, read: number) {
  const shard = shardOf(process.env[CARD_SHARD_VARIABLE])
  const cards = await writeExportCards(data, exportDirOf(), exportCardsDirOf(), { shard })
  if (cards.named)
    log.info(
      `export: ${cards.named} share cards in cards/ (${cards.drawn} drawn, ` +
        `${cards.named - cards.drawn - cards.missing.length} kept from earlier builds or ` +
        `drawn from the rows; ${cpuParts(started, read, cpuSeconds())}; ` +
        `share ${shard.index + 1} of ${shard.count})`
    )
}

async function early(snapshotFile: string, started: number, stop: () => boolean) {
  const snapshot = await readRowsSnapshot(snapshotFile)
  const data = await rowsSiteData(rowsWorkspace(snapshot))
  const read = cpuSeconds()
  log.info('share cards: drawing early, from the rows')
  const cards = await drawSiteCards(data, exportCardsDirOf(), { stop })
  log.info(
    `share cards: ${cards.drawn} drawn early of the site's ${cards.cards}` +
      `${cards.stopped ? ' (stopped: the step after the pages drew the rest)' : ''}; ` +
      cpuParts(started, read, cpuSeconds())
  )
}

async function main() {
  const started = cpuSeconds()
  const snapshotFile = process.env[CARD_EARLY_VARIABLE]
  if (!snapshotFile) {
    const data = await getSiteData()
    return afterPages(data, started, cpuSeconds())
  }
  let stopping = false
  // Between two cards: a card's file is written whole (renamed into place) or not at all.
  process.on('SIGTERM', () => (stopping = true))
  await early(snapshotFile, started, () => stopping)
}

main().catch(exitWithMessage)
