/**
 * CPU time (user + system) of this process's waited-for children and all their waited-for
 * descendants, from /proc (Linux: `cutime` and `cstime` of /proc/self/stat); null elsewhere. The
 * difference across a build is the build's CPU time: every process of `npm run build` is waited
 * for by its parent (Node's child processes, `next build`'s workers).
 */
import { readFileSync } from 'node:fs'

/** Clock ticks a second of /proc's times (USER_HZ: 100 on every Linux Node runs on). */
const TICKS_PER_SECOND = 100

export function childrenCpuMs(stat = '/proc/self/stat'): number | null {
  try {
    const text = readFileSync(stat, 'utf8')
    // The fields after the command's closing parenthesis: state is field 3, cutime 16, cstime 17.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
    const cutime = Number(fields[13])
    const cstime = Number(fields[14])
    if (!Number.isFinite(cutime) || !Number.isFinite(cstime)) return null
    return ((cutime + cstime) * 1000) / TICKS_PER_SECOND
  } catch {
    return null
  }
}
