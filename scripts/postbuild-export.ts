/**
 * `postbuild` (after `next build`): in a static export, copy every file pages wrote into
 * cache/export/ during the build (search index, feeds, ...) into out/, where server mode answers
 * the same URLs from API routes. `--clean` (prebuild) empties the folder first, so a file of an
 * earlier build never ships.
 */
import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs'
import { envConfig } from '../lib/config/load-config'
import { EXPORT_FILES_DIR } from '../lib/export/write-export-file'
import { log } from '../lib/log'
import { exitWithMessage } from './script-errors'

function main() {
  if (process.argv.includes('--clean')) {
    rmSync(EXPORT_FILES_DIR, { recursive: true, force: true })
    return
  }
  if (!envConfig().EXPORT) return
  if (!existsSync('out')) throw new Error('postbuild-export: no out/ folder; did next build run?')
  if (!existsSync(EXPORT_FILES_DIR)) return
  cpSync(EXPORT_FILES_DIR, 'out', { recursive: true })
  const files = readdirSync(EXPORT_FILES_DIR, { recursive: true }).length
  log.info(`postbuild-export: copied ${files} entries of ${EXPORT_FILES_DIR}/ into out/`)
}

try {
  main()
} catch (error) {
  exitWithMessage(error)
}
