/**
 * Next's incremental cache (pages regenerated with `revalidate`) shared by several instances
 * through Redis: Next's documented `cacheHandler`, which next.config.ts installs in every server
 * build, so that REDIS_URL is read when the server starts, not when it is built. A page one
 * instance regenerates, every instance serves from its next visit, and none regenerates it again
 * within its window.
 *
 * Next's own cache (its memory and `<dist dir>/server`, holding the build's pages) stays below
 * Redis: a page Redis does not hold yet comes from there, every write goes to both, and while
 * Redis fails (down, slow, full) the instance serves from it as if alone. Without REDIS_URL at
 * run time the handler is Next's own cache and loads no Redis code: redis-connection.mjs (and
 * through it the client) is imported on the first request that needs it.
 *
 * Entries are keyed by the build's id: a new deployment never serves the pages of the last.
 *
 * A server whose build output is read-only (a container's read-only root, a folder owned by
 * another user) cannot write its regenerated pages there: Next would log a failed write on every
 * regeneration and keep the page in memory only, serving the build's stale copy again after a
 * restart or an eviction. This handler then writes them to `next/` in the server's own folder of
 * the OS temp directory (instance-dirs.mjs) and reads that before the build's copy.
 */
import { accessSync, constants, existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
// Node loads this file itself, outside the bundle: no @/ alias here.
// eslint-disable-next-line no-restricted-imports
import { instanceTempDirOf } from './instance-dirs.mjs'
// Next's default cache, composed below Redis: the only way to keep its behaviour as the fallback.
// eslint-disable-next-line no-restricted-imports
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

const FileSystemCache = fileSystemCache.default ?? fileSystemCache

/** How long an entry outlives its last write: a page nobody visits for this long is dropped. */
const ENTRY_SECONDS = 14 * 24 * 3600

const log = (message) => console.warn(`[notionpress] ${message}`)

/** Buffers and Maps (app router values; pages hold strings and JSON) survive the JSON round trip. */
function replacer(key, value) {
  const raw = this[key]
  if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') }
  if (raw instanceof Map) return { $map: [...raw.entries()] }
  return value
}

function reviver(_key, value) {
  if (value && typeof value === 'object') {
    if (typeof value.$buffer === 'string') return Buffer.from(value.$buffer, 'base64')
    if (Array.isArray(value.$map)) return new Map(value.$map)
  }
  return value
}

export const encodeEntry = (entry) => JSON.stringify(entry, replacer)
export const decodeEntry = (raw) => JSON.parse(raw, reviver)

function buildIdOf(serverDistDir) {
  try {
    return readFileSync(path.join(serverDistDir ?? '', '..', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'unknown-build'
  }
}

// Next makes a handler per request: one connection per process.
const state = (globalThis.__notionpressCacheRedis ??= {})

/** The process's connection to `url`, the module holding it imported on first use. */
function sharedConnection(url) {
  if (state.url !== url) {
    state.url = url
    // Node loads this file itself, outside the bundle: no @/ alias here.
    // eslint-disable-next-line layers/import-expressions
    state.connection = import('./redis-connection.mjs').then(
      ({ processRedisConnection }) => processRedisConnection({ url, warn: log }),
      (error) => {
        log(`REDIS_URL is set but the Redis client could not be loaded (${error}): no shared cache`)
        return null
      }
    )
  }
  return state.connection
}

/**
 * Whether Next can write regenerated pages into the build output: all go under
 * `<server dir>/route-cache`, made on the first write when absent. Root passes this check on any
 * folder but a read-only filesystem; a write refused all the same switches to the overlay too.
 */
export function canWriteBuildOutput(serverDistDir) {
  const routeCache = path.join(serverDistDir, 'route-cache')
  try {
    accessSync(existsSync(routeCache) ? routeCache : serverDistDir, constants.W_OK)
    return true
  } catch {
    return false
  }
}

const REFUSED = new Set(['EACCES', 'EPERM', 'EROFS'])

/**
 * What this process decided for one build output: whether it writes to an overlay, and which
 * failures it has logged (each once).
 */
function outputState(states, serverDistDir, canWrite, tempDir) {
  let state = states.get(serverDistDir)
  if (!state) {
    const overlay = path.join(
      instanceTempDirOf(path.dirname(serverDistDir), process.env, tempDir),
      'next',
      'server'
    )
    state = { overlay, inUse: false, overlayFailed: false }
    states.set(serverDistDir, state)
    if (!canWrite(serverDistDir)) switchToOverlay(state, serverDistDir, 'not writable')
  }
  return state
}

function switchToOverlay(state, serverDistDir, why) {
  if (state.inUse) return
  state.inUse = true
  log(
    `cannot write regenerated pages into ${serverDistDir} (${why}): writing them to ${state.overlay}, read before the build's copies`
  )
}

/**
 * The handler class; `canWrite` and `tempDir` are injected by tests (as root every folder is
 * writable but on a read-only filesystem).
 */
export function createCacheHandler({ canWrite = canWriteBuildOutput, tempDir } = {}) {
  const states = new Map()
  return class NotionPressCacheHandler {
    constructor(ctx) {
      this.ctx = ctx
      this.local = new FileSystemCache(ctx)
      this.output = ctx.serverDistDir
        ? outputState(states, ctx.serverDistDir, canWrite, tempDir)
        : null
      const url = process.env.REDIS_URL
      // A build renders into its own output; only servers share.
      if (url && process.env.NEXT_PHASE !== 'phase-production-build') {
        this.redis = sharedConnection(url)
        const prefix = process.env.REDIS_KEY_PREFIX || 'notionpress'
        this.prefix = `${prefix}:next:${buildIdOf(ctx.serverDistDir)}:`
      }
    }

    /** Next's file-system cache over the overlay; its memory cache is the same as the build's. */
    overlayCache() {
      this.overlay ??= new FileSystemCache({ ...this.ctx, serverDistDir: this.output.overlay })
      return this.overlay
    }

    async get(key, ctx) {
      const redis = this.redis && (await this.redis)
      if (redis) {
        const shared = await redis.run(
          async (client) => {
            const raw = await client.get(this.prefix + key)
            return raw ? decodeEntry(raw) : null
          },
          () => null
        )
        if (shared) return shared
      }
      if (this.output?.inUse) {
        const regenerated = await this.overlayCache().get(key, ctx)
        if (regenerated) return regenerated
      }
      return this.local.get(key, ctx)
    }

    /** Into the build output, else the overlay; a refused write never fails the request. */
    async write(key, data, ctx) {
      if (!this.output?.inUse) {
        try {
          return await this.local.set(key, data, ctx)
        } catch (error) {
          if (!this.output || !REFUSED.has(error?.code)) throw error
          switchToOverlay(this.output, this.ctx.serverDistDir, error.code)
        }
      }
      try {
        await this.overlayCache().set(key, data, ctx)
      } catch (error) {
        if (this.output.overlayFailed) return
        this.output.overlayFailed = true
        log(
          `cannot write regenerated pages into ${this.output.overlay} either (${error?.code ?? error}): they are kept in memory only`
        )
      }
    }

    async set(key, data, ctx) {
      await this.write(key, data, ctx)
      const redis = this.redis && (await this.redis)
      if (!redis) return
      const entry = { lastModified: Date.now(), value: data, cacheControl: ctx?.cacheControl }
      await redis.run(
        (client) =>
          client.set(this.prefix + key, encodeEntry(entry), {
            expiration: { type: 'EX', value: ENTRY_SECONDS }
          }),
        () => null
      )
    }

    /** Tags are app router's: the pages router revalidates paths, which go through `set`. */
    revalidateTag(tags, durations) {
      return this.local.revalidateTag(tags, durations)
    }

    resetRequestCache() {
      this.local.resetRequestCache?.()
    }
  }
}

export default createCacheHandler()
