/**
 * The prefetch of `npm run build` in a worker thread of the starter (scripts/build.ts). The
 * fetch holds every page's record map while it runs (~0.5 GiB at 10,000 posts); in the starter's
 * own heap V8 kept much of it to the end of the build even after a forced collection (351 MiB at
 * 10,000 posts), beside `next build`'s generate worker. A thread's heap is returned whole when the
 * thread ends, and a thread costs a few MiB where a process of its own would add Node's ~40 MiB
 * baseline beside the compile.
 *
 * The contract with `next build`'s workers is unchanged: the thread writes the status file
 * (`done`, or `failed` with its message) with the starter's pid, which stays alive for the build.
 * A thread that ends without writing either (a crash) leaves `failed` written here, so the
 * workers never wait on a fetch that is gone.
 */
import {
  Worker,
  isMainThread,
  parentPort,
  workerData,
  type WorkerOptions
} from 'node:worker_threads'
import { readPrefetchStatus, writePrefetchStatus } from '../lib/notion/prefetch-status'
import { publishRows } from '../lib/notion/rows-snapshot'
import type { RowsSnapshot, WorkspaceHooks } from '../lib/notion/types'
import { prefetchWorkspaces } from './prefetch-workspaces'

interface ThreadData {
  prefetchStatus: string
  /** Where to write the rows snapshot once the database is read; none: not wanted. */
  rowsFile?: string
}

interface PlannedMessage {
  planned: number
}

/** The rows snapshot's file, or null when none could be published (publishRows). */
interface RowsMessage {
  rows: string | null
}

const threadData = (): ThreadData | null => {
  const data = workerData as Partial<ThreadData> | null
  if (isMainThread || typeof data?.prefetchStatus !== 'string') return null
  return {
    prefetchStatus: data.prefetchStatus,
    ...(typeof data.rowsFile === 'string' ? { rowsFile: data.rowsFile } : {})
  }
}

/** True in the thread prefetchInThread starts (the same entry file as the starter). */
export const isPrefetchThread = (): boolean => threadData() !== null

/** The thread's side: fetch, report in the status file, and end (exit code 1 when it failed). */
export async function runPrefetchThread(): Promise<void> {
  const data = threadData()
  if (!data) throw new Error('runPrefetchThread runs only in the thread prefetchInThread starts')
  const { rowsFile } = data
  const hooks: WorkspaceHooks = {
    onPlanned: (requests) =>
      parentPort?.postMessage({ planned: requests } satisfies PlannedMessage),
    ...(rowsFile
      ? {
          onRows: (snapshot: RowsSnapshot) =>
            void publishRows(rowsFile, snapshot).then((rows) =>
              parentPort?.postMessage({ rows } satisfies RowsMessage)
            )
        }
      : {})
  }
  try {
    await prefetchWorkspaces(data.prefetchStatus, hooks)
  } catch {
    // Its message is in the status file.
    process.exitCode = 1
  }
  // Idle keep-alive sockets would hold the thread (and its heap) open for seconds more.
  process.exit()
}

const isPlanned = (message: unknown): message is PlannedMessage =>
  typeof (message as Partial<PlannedMessage> | null)?.planned === 'number'

const isRows = (message: unknown): message is RowsMessage =>
  (message as Partial<RowsMessage> | null)?.rows !== undefined

/** What the starter is told by the prefetch's thread. */
export interface ThreadHooks {
  onPlanned: (requests: number) => void
  /** With `rowsFile`: the rows snapshot written there once the database is read, or null. */
  onRows?: (file: string | null) => void
  rowsFile?: string
}

/**
 * Runs the prefetch in a thread started from `entry` (a file that calls runPrefetchThread when
 * isPrefetchThread), passing `hooks` what it is told. Resolves once the thread has ended: true
 * when the status file says `done`; otherwise the file says `failed`, with the thread's own message
 * or, when it wrote none, why it ended.
 */
export function prefetchInThread(
  statusFile: string,
  hooks: ThreadHooks,
  entry: string | URL,
  options: Omit<WorkerOptions, 'workerData'> = {}
): Promise<boolean> {
  const { onPlanned, onRows, rowsFile } = hooks
  const worker = new Worker(entry, {
    ...options,
    workerData: {
      prefetchStatus: statusFile,
      ...(rowsFile && onRows ? { rowsFile } : {})
    } satisfies ThreadData
  })
  let crash: unknown = null
  worker.on('message', (message: unknown) => {
    if (isPlanned(message)) onPlanned(message.planned)
    else if (isRows(message)) onRows?.(message.rows)
  })
  worker.on('error', (error) => (crash ??= error))
  return new Promise((resolve, reject) => {
    worker.on('exit', (code) => {
      const state = readPrefetchStatus(statusFile)?.state
      if (state === 'done') return resolve(true)
      if (state === 'failed') return resolve(false)
      const why = crash instanceof Error ? crash.message : `exit code ${code}`
      const message = `the prefetch thread ended without finishing (${why})`
      writePrefetchStatus(statusFile, { state: 'failed', pid: process.pid, message }).then(
        () => resolve(false),
        reject
      )
    })
  })
}
