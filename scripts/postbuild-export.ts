/**
 * After `next build` (`npm run build` runs it, scripts/build.ts): records the build's workspace
 * source for a server started later and completes a server build's standalone output
 * (lib/build/standalone.ts), or, for a static export (EXPORT=true), writes the
 * export's files besides its pages beside them (out/): feeds, sitemap, robots.txt, search index, theme
 * data, the security headers as `_headers` and `vercel.json` (lib/pages/write-export-artifacts.ts), and
 * its share cards (scripts/export-cards.ts: one process, two for many cards where a core is free;
 * none when every card is kept from an earlier build), side by side.
 *
 * The files are written here, by the step that owns out/, not by a page's data function during
 * `next build`. The feeds render post bodies with the site's block renderer, code written for
 * Next's compiler (it imports stylesheets), so scripts/export-files.ts is bundled for Node
 * (scripts/lib/bundle-outside-next.ts) and run with the environment next.config.ts gives the
 * build's pages.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { accountsBuild } from '../lib/accounts/accounts-build'
import { customFileFlags } from '../lib/build/custom-files'
import { exportDirOf } from '../lib/build/export-artifacts'
import {
  CARD_PROCESS_ALLOCATOR,
  CARD_SHARD_VARIABLE,
  cardProcessesFor
} from '../lib/build/export-cards'
import { exportCardsDirOf } from '../lib/cards/card-store'
import { completeStandalone } from '../lib/build/standalone'
import { envConfig } from '../lib/config/load-config'
import type { SiteConfig } from '../lib/config/types'
import { distDirOf, writeBuildSource } from '../lib/notion/build-source'
import { normaliseBasePath } from '../lib/base-path'
import { bundleOutsideNext } from './lib/bundle-outside-next'
import { exitWithMessage } from './script-errors'

const bundleOf = (name: string) =>
  path.resolve('node_modules', '.cache', 'notionpress', `${name}.cjs`)
/** The export's files, and its share cards (SHARE_CARD card or cover), run side by side. */
const FILES = 'export-files'
const CARDS = 'export-cards'

/**
 * What the build's pages saw: a production build reading the workspace it prefetched
 * (NEXT_PHASE), and the variables next.config.ts's `env` adds for an export.
 */
export function exportFilesEnv(env: NodeJS.ProcessEnv, config: SiteConfig): NodeJS.ProcessEnv {
  return {
    ...env,
    ...customFileFlags(),
    ...accountsBuild(config).env,
    // The base path as next.config.ts inlines it, for Next's link component as well.
    NOTIONPRESS_BASE_PATH: normaliseBasePath(config.BASE_PATH),
    __NEXT_ROUTER_BASEPATH: normaliseBasePath(config.BASE_PATH),
    NOTIONPRESS_SERVER_POLICY: '',
    NODE_ENV: 'production',
    NEXT_PHASE: 'phase-production-build'
  }
}

function runNode(file: string, env: NodeJS.ProcessEnv): Promise<number> {
  const child = spawn(process.execPath, [file], { stdio: 'inherit', env })
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', (code) => resolve(code ?? 1))
  })
}

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
  const alias = accountsBuild(config).alias
  const bundled = (step: string) =>
    bundleOutsideNext(path.join('scripts', `${step}.ts`), bundleOf(step), alias)
  const shards =
    config.SHARE_CARD === 'off' ? 0 : await cardProcessesFor(exportDirOf(), exportCardsDirOf())
  await Promise.all([bundled(FILES), ...(shards ? [bundled(CARDS)] : [])])
  const codes = await Promise.all([
    runNode(bundleOf(FILES), env),
    ...Array.from({ length: shards }, (_, index) =>
      runNode(bundleOf(CARDS), {
        ...CARD_PROCESS_ALLOCATOR,
        ...env,
        [CARD_SHARD_VARIABLE]: `${index}/${shards}`
      })
    )
  ])
  const failed = codes.find((code) => code !== 0)
  if (failed !== undefined) process.exit(failed)
}

main().catch(exitWithMessage)
