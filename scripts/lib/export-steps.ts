/**
 * The steps of a static export run outside `next build` (scripts/export-files.ts and
 * scripts/export-cards.ts): bundled for plain Node (bundle-outside-next.ts) and run with the
 * environment the build's pages saw, so they read the same workspace. scripts/postbuild-export.ts
 * runs both after the pages; scripts/lib/early-cards.ts runs the cards' step from the rows.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { accountsBuild } from '../../lib/accounts/accounts-build'
import { customFileFlags } from '../../lib/build/custom-files'
import type { SiteConfig } from '../../lib/config/types'
import { normaliseBasePath } from '../../lib/base-path'
import { bundleOutsideNext } from './bundle-outside-next'

/** The export's files, and its share cards (SHARE_CARD card or cover). */
export type ExportStep = 'export-files' | 'export-cards'

/** A step's bundle; `suffix` names a copy of its own (a process that must not share one). */
export const bundleOf = (step: ExportStep, suffix = '') =>
  path.resolve('node_modules', '.cache', 'notionpress', `${step}${suffix}.cjs`)

/** Bundles the step's script (scripts/<step>.ts) for Node; returns the bundle's path. */
export async function bundleStep(
  step: ExportStep,
  config: SiteConfig,
  suffix = ''
): Promise<string> {
  const entry = path.join('scripts', `${step}.ts`)
  const bundle = bundleOf(step, suffix)
  await bundleOutsideNext(entry, bundle, accountsBuild(config).alias)
  return bundle
}

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

export interface RunOptions {
  /** Arguments after the script. */
  args?: string[]
  /** Flags for Node itself, before the script (`--import tsx` for a TypeScript one). */
  nodeFlags?: string[]
  /** A command that runs Node (`chrt --idle 0`). */
  wrapper?: string[]
  /** Started in a session of its own (scripts/lib/background-process.ts says why). */
  ownSession?: boolean
}

/** A script (a bundled step, or one of scripts/ under tsx) in a Node process of its own, its output on this one's. */
export function runNode(
  file: string,
  env: NodeJS.ProcessEnv,
  { args = [], nodeFlags = [], wrapper = [], ownSession = false }: RunOptions = {}
) {
  const [command = process.execPath, ...before] = [...wrapper, process.execPath]
  const child = spawn(command, [...before, ...nodeFlags, file, ...args], {
    stdio: 'inherit',
    env,
    detached: ownSession
  })
  const exit = new Promise<number>((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', (code) => resolve(code ?? 1))
  })
  return { child, exit }
}
