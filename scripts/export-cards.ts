/**
 * A static export's share cards, drawn after its pages (lib/pages/export-cards.ts): in a
 * process of their own (two for many cards where a core is free, each drawing its share; see
 * cardProcessesFor), beside the one writing the export's other files, so `next build`'s page
 * generation never waits for them. A card an earlier build drew (kept in `.next/cache/cards`) is
 * copied, not drawn again.
 *
 * Not run directly: `scripts/postbuild-export.ts` bundles it like scripts/export-files.ts and
 * runs it with the environment the build's pages saw, so it reads the same workspace.
 */
import { exportDirOf } from '../lib/build/export-artifacts'
import { CARD_SHARD_VARIABLE, shardOf } from '../lib/build/export-cards'
import { exportCardsDirOf } from '../lib/cards/card-store'
import { log } from '../lib/log'
import { writeExportCards } from '../lib/pages/export-cards'
import { getSiteData } from '../lib/pages/get-site-data'
import { exitWithMessage } from './script-errors'

const cpuSeconds = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1e6
}

async function main() {
  // The whole process's CPU time, sharp's threads included, in three parts.
  const started = cpuSeconds()
  const shard = shardOf(process.env[CARD_SHARD_VARIABLE])
  const data = await getSiteData()
  const read = cpuSeconds()
  const cards = await writeExportCards(data, exportDirOf(), exportCardsDirOf(), { shard })
  const done = cpuSeconds()
  const parts =
    `${started.toFixed(1)} starting, ${(read - started).toFixed(1)} reading the site, ` +
    `${(done - read).toFixed(1)} drawing`
  if (cards.named)
    log.info(
      `export: ${cards.named} share cards in cards/ (${cards.drawn} drawn, ` +
        `${cards.named - cards.drawn - cards.missing.length} kept from earlier builds; ` +
        `${done.toFixed(1)} s CPU: ${parts}; share ${shard.index + 1} of ${shard.count})`
    )
}

main().catch(exitWithMessage)
