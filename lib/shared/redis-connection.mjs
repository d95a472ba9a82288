/**
 * One Redis connection that never stands between a visitor and a page. Plain JavaScript: Next
 * loads the cache handler (cache-handler.mjs) outside the bundle, and lib/shared uses it too.
 *
 * `redis` is imported on first use only, so a process without REDIS_URL never loads it. Commands
 * are not queued while disconnected and each waits at most `timeoutMs`: a caller whose command
 * fails, times out or finds the connection down gets its fallback at once (what this instance
 * holds, its own Notion budget). An outage is logged once, its end once; node-redis reconnects
 * with the backoff below.
 */

/** Reconnect after 100 ms, doubling up to `maxMs` (5 s), for ever. */
export const reconnectDelay = (retries, maxMs = 5000) => Math.min(100 * 2 ** retries, maxMs)

/** The URL without its password, for log lines. */
export function redactUrl(url) {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'REDIS_URL (unparsable)'
  }
}

export function createRedisConnection({ url, timeoutMs = 500, maxBackoffMs, warn, info = warn }) {
  let client
  let starting
  let down = false
  // Outages so far: a command started before the current one began proves nothing when it ends.
  let outages = 0
  let isReply = () => false
  const readyWaiters = new Set()
  const where = redactUrl(url)

  const failed = (error) => {
    if (down) return
    down = true
    outages++
    const message = error instanceof Error ? error.message || error.name : String(error)
    warn(
      `Redis at ${where} is unavailable (${message}): serving what this instance holds, with its own Notion budget, until it is back`
    )
  }
  // Errors Redis answers with while connected (OOM when full, READONLY): once per kind.
  const refusals = new Set()
  const refused = (error) => {
    const message = error instanceof Error ? error.message : String(error)
    const kind = message.split(' ')[0] ?? message
    if (refusals.has(kind)) return
    refusals.add(kind)
    warn(
      `Redis at ${where} refused a command (${message}): this instance goes on with what it holds`
    )
  }
  const recovered = () => {
    if (down) info(`Redis at ${where} is back: the cache and the Notion budget are shared again`)
    down = false
    refusals.clear()
    for (const resolve of readyWaiters) resolve()
    readyWaiters.clear()
  }

  const start = async () => {
    const { createClient, ErrorReply } = await import('redis')
    isReply = (error) => error instanceof ErrorReply
    const created = createClient({
      url,
      disableOfflineQueue: true,
      socket: {
        connectTimeout: Math.max(timeoutMs, 1000),
        reconnectStrategy: (retries) => reconnectDelay(retries, maxBackoffMs)
      }
    })
    created.on('error', failed)
    created.on('ready', recovered)
    client = created
    const connected = created.connect().then(
      () => created.unref(),
      (error) => failed(error)
    )
    // The first commands wait for the first connection, a moment at most: until it is made,
    // refused or times out.
    const refused = new Promise((resolve) => created.once('error', resolve))
    await withTimeout(Promise.race([connected, refused]), Math.max(timeoutMs, 2000)).catch(failed)
    return created
  }

  const withTimeout = (promise, ms = timeoutMs) => {
    let timer
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
      timer.unref?.()
    })
    return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
  }

  return {
    /** `command(client)` when Redis answers in time, else `fallback()`; never throws for Redis. */
    async run(command, fallback) {
      const during = outages
      try {
        starting ??= start()
        const ready = await starting
        if (!ready.isReady) throw new Error('not connected')
        const result = await withTimeout(command(ready))
        // Answered although an outage was logged (a slow Redis answering again): back, unless
        // the command was sent before the outage began.
        if (down && during === outages) recovered()
        return result
      } catch (error) {
        if (isReply(error)) refused(error)
        else failed(error)
        return fallback()
      }
    },
    /** Resolves once the connection is (again) ready: tests and scripts wait on it. */
    ready() {
      starting ??= start()
      return starting.then((ready) =>
        ready.isReady && !down ? undefined : new Promise((resolve) => readyWaiters.add(resolve))
      )
    },
    get isDown() {
      return down
    },
    async close() {
      const open = client
      client = undefined
      starting = undefined
      if (open?.isOpen) await open.close().catch(() => open.destroy())
      else open?.destroy?.()
    }
  }
}

// Next loads the cache handler outside the bundle and the data layer inside it: two copies of
// this module, one registry on globalThis.
const processConnections = (globalThis[Symbol.for('notionpress.redisConnections')] ??= new Map())

/**
 * The connection of this process to `url`, made by the first caller (with its options): the page
 * cache and the Notion data share it, so an outage is one log line per process.
 */
export function processRedisConnection(options) {
  let connection = processConnections.get(options.url)
  if (!connection) {
    connection = createRedisConnection(options)
    processConnections.set(options.url, connection)
  }
  return connection
}
