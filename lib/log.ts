/** The one logger. Messages carry a prefix so an owner can grep a build log for them. */
export type LogLevel = 'info' | 'warn' | 'error'
export type LogSink = (level: LogLevel, message: string) => void

const PREFIX = '[notionpress]'

const consoleSink: LogSink = (level, message) => {
  const line = `${PREFIX} ${message}`
  if (level === 'error') console.error(line)
  else if (level === 'warn') console.warn(line)
  // eslint-disable-next-line no-console -- the one logger is where info lines are printed
  else console.info(line)
}

let sink: LogSink = consoleSink
const said = new Set<string>()

export const log = {
  info: (message: string) => sink('info', message),
  warn: (message: string) => sink('warn', message),
  error: (message: string) => sink('error', message),
  /** Warn once per process for a given key (one warning per unknown block type per build). */
  warnOnce(key: string, message: string) {
    if (said.has(key)) return
    said.add(key)
    sink('warn', message)
  }
}

/** Route log lines elsewhere (tests collect them); returns a function restoring the previous sink. */
export function setLogSink(next: LogSink): () => void {
  const previous = sink
  sink = next
  said.clear()
  return () => {
    sink = previous
  }
}
