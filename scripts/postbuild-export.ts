/**
 * The export's extra files (feeds, sitemap, robots.txt, search index, the security headers as
 * `_headers` and `vercel.json`...): `next build` writes them into cache/export/
 * (lib/build/export-artifacts.ts), this copies them into out/.
 * `npm run build` (scripts/build.ts) clears the last build's files before `next build`, then runs
 * this after it: copy them into out/ (EXPORT=true only; a server build has nothing to copy and
 * exits quietly). `--clean` only clears them, for builds run step by step.
 */
import path from 'node:path'
import {
  clearExportArtifacts,
  copyExportArtifacts,
  summarisePaths
} from '../lib/build/export-artifacts'
import { envConfig } from '../lib/config/load-config'
import { log } from '../lib/log'
import { distDirOf, writeBuildSource } from '../lib/notion/build-source'
import { exitWithMessage } from './script-errors'

const OUT_DIR = path.resolve('out')

async function main() {
  if (process.argv.includes('--clean')) {
    await clearExportArtifacts()
    return
  }
  // A server started later without the build's variables regenerates from this workspace.
  await writeBuildSource(distDirOf(), envConfig())
  if (!envConfig().EXPORT) return
  const files = await copyExportArtifacts(OUT_DIR)
  if (files.length === 0) {
    throw new Error('postbuild: no export files in cache/export (was pages/404.tsx built?)')
  }
  log.info(`postbuild: copied ${files.length} files into out/: ${summarisePaths(files)}`)
}

main().catch(exitWithMessage)
