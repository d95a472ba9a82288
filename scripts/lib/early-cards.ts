/**
 * A static export's share cards, drawn while the workspace is fetched and `next build`
 * type-checks: a card's input is the rows' (title, summary, category, date, cover, lock) and the
 * settings', so the cards need not wait for the bodies or the pages. The prefetch writes the rows
 * snapshot once the database is read (~1 s in; lib/notion/rows-snapshot.ts) and this starts a
 * card process on it at the lowest CPU priority, to take only what the build leaves idle (the
 * type check runs on one thread while the fetch waits on Notion's rate limit). It runs
 * scripts/export-cards.ts in its early mode (CARD_EARLY_VARIABLE): every card the default site's
 * pages can name, from the rows, into the kept card folder. When the pages are done it goes on
 * beside scripts/postbuild-export.ts, which draws the cards the pages name that are still missing
 * from the other end of the list (also any the rows gave otherwise than the pages: a card is
 * named by the hash of what it draws), each skipping what the other drew, so the two meet in the
 * middle; `stop()`, called when that step is done, sends it SIGTERM: it stops after the card it is
 * drawing. A failure here only leaves the cards to that step; it never fails the build.
 *
 * The process is `npm run build`'s own bundle run again (EARLY_CARDS_CHILD), under
 * `chrt --idle 0` and `nice -n 19` where they exist: every thread it and its children start
 * (esbuild bundling the card script, sharp's) inherits the priority. It runs in a session of its
 * own at the lowest session priority, and ends if the build does (scripts/lib/background-process.ts).
 *
 * NOTIONPRESS_EARLY_CARDS=off turns it off (the cards are then all drawn after the pages).
 */
import type { ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { CARD_EARLY_VARIABLE, CARD_PROCESS_ALLOCATOR } from '../../lib/build/export-cards'
import type { SiteConfig } from '../../lib/config/types'
import { log } from '../../lib/log'
import { exitWithParent, lowerSessionPriority } from './background-process'
import { bundleStep, exportFilesEnv, runNode } from './export-steps'

/** Set to `off`, `npm run build` draws a static export's cards after its pages only. */
export const EARLY_CARDS_VARIABLE = 'NOTIONPRESS_EARLY_CARDS'

/** Set in the process startEarlyCards starts: the rows snapshot's file. */
export const EARLY_CARDS_CHILD = 'NOTIONPRESS_EARLY_CARDS_CHILD'

/**
 * Set (to 1) for scripts/postbuild-export.ts while the card process still draws: the step then
 * draws the missing cards in one process, from the other end of the list (the card process is the
 * second one).
 */
export const EARLY_CARDS_RUNNING = 'NOTIONPRESS_EARLY_CARDS_RUNNING'

/** Whether a build draws share cards from the rows: a static export with cards, unless turned off. */
export const drawsFromRows = (
  config: Pick<SiteConfig, 'EXPORT' | 'SHARE_CARD'>,
  env: Readonly<Record<string, string | undefined>>
): boolean => config.EXPORT && config.SHARE_CARD !== 'off' && env[EARLY_CARDS_VARIABLE] !== 'off'

export interface EarlyCards {
  /** Resolves when the process has ended (or could not start); never rejects. */
  done: Promise<void>
  /** Whether the process is started and has not ended. */
  running(): boolean
  /** Asks the process to stop after its card, and waits for it (and for its start). */
  stop(): Promise<void>
  /** Kills it at once (the build was interrupted). */
  kill(): void
}

/** `command` as found on PATH, or null. */
function onPath(env: Readonly<Record<string, string | undefined>>, command: string): string | null {
  const dirs = (env.PATH ?? '').split(path.delimiter).filter(Boolean)
  return dirs.map((dir) => path.join(dir, command)).find((file) => existsSync(file)) ?? null
}

/**
 * The lowest priority, where it can be had: Linux's SCHED_IDLE (`chrt --idle 0`: the process runs
 * only on a core nothing else wants) and nice 19 (`nice`, anywhere it exists).
 */
export function idleWrapper(
  env: Readonly<Record<string, string | undefined>>,
  platform = process.platform
): string[] {
  const chrt = platform === 'linux' ? onPath(env, 'chrt') : null
  const nice = platform === 'win32' ? null : onPath(env, 'nice')
  return [...(chrt ? [chrt, '--idle', '0'] : []), ...(nice ? [nice, '-n', '19'] : [])]
}

/**
 * Starts the card process once `rows` gives the rows snapshot's file (null: none, the cards are
 * all drawn after the pages). `entry`: the script to run in it (this build's own bundle, which
 * calls runEarlyCards when EARLY_CARDS_CHILD is set).
 */
export function startEarlyCards(
  config: SiteConfig,
  env: NodeJS.ProcessEnv,
  rows: Promise<string | null>,
  entry: string
): EarlyCards {
  let stopping = false
  let ended = false
  let child: ChildProcess | null = null
  const done = (async () => {
    const snapshot = await rows
    if (stopping || !snapshot) return
    const run = runNode(
      entry,
      { ...CARD_PROCESS_ALLOCATOR, ...exportFilesEnv(env, config), [EARLY_CARDS_CHILD]: snapshot },
      { wrapper: idleWrapper(env), ownSession: true }
    )
    child = run.child
    const code = await run.exit
    if (code !== 0 && !stopping) throw new Error(`exit ${code}`)
  })()
    .catch((error: unknown) =>
      log.warn(
        `share cards: not drawn from the rows (${String(error)}); they are drawn after the pages`
      )
    )
    .finally(() => (ended = true))
  return {
    done,
    running: () => child !== null && !ended,
    stop: async () => {
      stopping = true
      child?.kill('SIGTERM')
      await done
    },
    kill: () => {
      stopping = true
      child?.kill('SIGKILL')
    }
  }
}

/**
 * The card process's side: bundles scripts/export-cards.ts (at this process's priority) and runs
 * it here, in its early mode, on the snapshot EARLY_CARDS_CHILD names.
 */
export async function runEarlyCards(config: SiteConfig): Promise<void> {
  exitWithParent()
  await lowerSessionPriority()
  const snapshot = process.env[EARLY_CARDS_CHILD] ?? ''
  // A SIGTERM before the card script listens (while it is bundled) ends the process: nothing is
  // drawn yet. A bundle of its own: the step after the pages bundles the same script.
  const bundle = await bundleStep('export-cards', config, `-early-${process.pid}`)
  process.env[CARD_EARLY_VARIABLE] = snapshot
  try {
    await import(pathToFileURL(bundle).href)
  } finally {
    await rm(bundle, { force: true })
  }
}
