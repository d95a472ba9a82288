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
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
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

export default class NotionPressCacheHandler {
  constructor(ctx) {
    this.local = new FileSystemCache(ctx)
    const url = process.env.REDIS_URL
    // A build renders into its own output; only servers share.
    if (url && process.env.NEXT_PHASE !== 'phase-production-build') {
      this.redis = sharedConnection(url)
      const prefix = process.env.REDIS_KEY_PREFIX || 'notionpress'
      this.prefix = `${prefix}:next:${buildIdOf(ctx.serverDistDir)}:`
    }
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
    return this.local.get(key, ctx)
  }

  async set(key, data, ctx) {
    await this.local.set(key, data, ctx)
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
