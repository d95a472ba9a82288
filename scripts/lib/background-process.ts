/**
 * What a background process started by `npm run build` (the early card process) does for itself:
 * takes the lowest share of the CPU its session can have, and ends with the build that started it.
 *
 * Why the session: where Linux groups processes by session for scheduling ("autogroup", on by
 * default on most distributions when processes are not in a CPU cgroup of their own), each session
 * is weighed as one against the others, whatever the priority of the processes inside it. `next
 * build` runs its type check in a session of its own, so a process that is only SCHED_IDLE and
 * nice 19 inside the build's session still gets half of a core the type check wants. Started
 * in a session of its own (spawned detached), the process lowers its session's weight to the
 * least there is (nice 19), which the type check's session then outweighs ~70 to 1.
 */
import { writeFileSync } from 'node:fs'
import { log } from '../../lib/log'

const AUTOGROUP_FILE = '/proc/self/autogroup'
/** The kernel lets a process without CAP_SYS_ADMIN change an autogroup's nice once per 100 ms. */
const RETRY_MS = 120
const TRIES = 10

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Sets this process's session (its autogroup) to nice 19, where the kernel groups by session;
 * elsewhere (no such file, another system) does nothing. Returns whether it was set.
 */
export async function lowerSessionPriority(file = AUTOGROUP_FILE): Promise<boolean> {
  if (process.platform !== 'linux') return false
  for (let tries = 1; ; tries++) {
    try {
      // r+: never creates the file (there is none where the kernel groups no sessions).
      writeFileSync(file, '19', { flag: 'r+' })
      return true
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'EAGAIN' && tries < TRIES) {
        await pause(RETRY_MS)
        continue
      }
      // ENOENT: the kernel groups no sessions (or the process is in a CPU cgroup, where it
      // does not matter): SCHED_IDLE and nice 19 then hold against the whole build.
      if (code !== 'ENOENT') log.info(`share cards: session priority left as it is (${code})`)
      return false
    }
  }
}

/**
 * Ends this process when the one that started it is gone (a process in a session of its own gets
 * neither the terminal's Ctrl-C nor a signal sent to the build's process group).
 */
export function exitWithParent(everyMs = 500): void {
  const parent = process.ppid
  setInterval(() => {
    if (process.ppid !== parent) process.exit(1)
  }, everyMs).unref()
}
