/**
 * After `next build` (`npm run build` runs it, scripts/build.ts): records the build's workspace
 * source for a server started later and completes a server build's standalone output
 * (lib/build/standalone.ts), or, for a static export (EXPORT=true), writes the
 * export's files besides its pages beside them (out/): feeds, sitemap, robots.txt, search index, theme
 * data, the security headers as `_headers` and `vercel.json` (lib/pages/write-export-artifacts.ts), and
 * its share cards (scripts/export-cards.ts: one process, two for many cards where a core is free;
 * none when every card is kept, drawn by an earlier build or beside this one by
 * scripts/lib/early-cards.ts, whose process may still draw beside this step), side by side.
 *
 * The files are written here, by the step that owns out/, not by a page's data function during
 * `next build`. The feeds render post bodies with the site's block renderer, code written for
 * Next's compiler (it imports stylesheets), so scripts/export-files.ts is bundled for Node
 * (scripts/lib/bundle-outside-next.ts) and run with the environment next.config.ts gives the
 * build's pages.
 */
import path from 'node:path'
import {
  CARD_EARLY_VARIABLE,
  CARD_PROCESS_ALLOCATOR,
  CARD_SHARD_VARIABLE,
  cardProcessesFor
} from '../lib/build/export-cards'
import { exportDirOf } from '../lib/build/export-artifacts'
import { exportCardsDirOf } from '../lib/cards/card-store'
import { completeStandalone } from '../lib/build/standalone'
import { envConfig } from '../lib/config/load-config'
import { log } from '../lib/log'
import { distDirOf, writeBuildSource } from '../lib/notion/build-source'
import { EARLY_CARDS_RUNNING } from './lib/early-cards'
import { bundleStep, exportFilesEnv, runNode } from './lib/export-steps'
import { exitWithMessage } from './script-errors'

async function main() {
  const config = envConfig()
  // A server started later without the build's variables regenerates from this workspace.
  await writeBuildSource(distDirOf(), config)
  if (!config.EXPORT) {
    if (completeStandalone(distDirOf()))
      console.log(`standalone server: ${path.join(distDirOf(), 'standalone', 'server.js')}`)
    return
  }
  const env = exportFilesEnv(process.env, config)
  // Cards drawn from the rows (scripts/lib/early-cards.ts) are found in the kept folder: only the
  // ones still missing are drawn here, from the end of the list while that process goes on.
  const helped = process.env[EARLY_CARDS_RUNNING] === '1'
  const shards =
    config.SHARE_CARD === 'off'
      ? 0
      : await cardProcessesFor(exportDirOf(), exportCardsDirOf(), helped)
  log.info(
    `export: writing the files besides the pages` +
      (shards ? `, and the share cards not drawn yet in ${shards} process(es)` : '')
  )
  const [files, cards] = await Promise.all([
    bundleStep('export-files', config),
    shards ? bundleStep('export-cards', config) : ''
  ])
  const codes = await Promise.all([
    runNode(files, env).exit,
    ...Array.from(
      { length: shards },
      (_, index) =>
        runNode(cards, {
          ...CARD_PROCESS_ALLOCATOR,
          ...env,
          [CARD_EARLY_VARIABLE]: '',
          [CARD_SHARD_VARIABLE]: `${index}/${shards}`
        }).exit
    )
  ])
  const failed = codes.find((code) => code !== 0)
  if (failed !== undefined) process.exit(failed)
}

main().catch(exitWithMessage)
