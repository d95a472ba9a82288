import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setLogSink } from '@/lib/log'
import { createPageStore } from '@/lib/notion/page-store'
import { mergeRowQueries, rowQueriesOfPages } from '@/lib/notion/row-queries'
import { createSharedPageStore } from '@/lib/notion/shared-page-store'
import { writeRowQueriesFile } from '@/lib/notion/workspace-dir'
import type { RedisConnection } from '@/lib/shared/redis-connection.mjs'

/*
 * When each page last listed each database's rows (lib/notion/row-queries.ts), as a server keeps
 * it: the build's file as the base, its own folder above it, memory when that folder cannot be
 * written, and a Redis hash shared by instances.
 */

let dir: string
let logs: string[]
let restoreLog: () => void

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'row-queries-'))
  logs = []
  restoreLog = setLogSink((level, message) => logs.push(`${level}: ${message}`))
})

afterEach(async () => {
  restoreLog()
  await rm(dir, { recursive: true, force: true })
})

const dirs = () => ({ overlay: path.join(dir, 'overlay'), base: path.join(dir, 'base') })

describe('row query times', () => {
  it('merge keeps the newer time of each page and database; pages gone are dropped', () => {
    const merged = mergeRowQueries({ 'a/x': 5, 'b/x': 9 }, { 'a/x': 7, 'b/x': 3, 'c/y': 1 })
    expect(merged).toEqual({ 'a/x': 7, 'b/x': 9, 'c/y': 1 })
    expect(rowQueriesOfPages(merged, new Set(['a', 'c']))).toEqual({ 'a/x': 7, 'c/y': 1 })
  })

  it('a server reads the build’s times and writes its own above them', async () => {
    await writeRowQueriesFile(dirs().base, { 'a/x': 10, 'b/x': 10 })
    const store = createPageStore(dirs())
    expect(await store.readRowQueries()).toEqual({ 'a/x': 10, 'b/x': 10 })
    await store.writeRowQueries({ 'a/x': 20 })
    expect(await store.readRowQueries()).toEqual({ 'a/x': 20, 'b/x': 10 })
    const written = JSON.parse(
      await readFile(path.join(dirs().overlay, 'row-queries.json'), 'utf8')
    )
    expect(written).toEqual({ 'a/x': 20, 'b/x': 10 })
    // A server restarted finds them again.
    expect(await createPageStore(dirs()).readRowQueries()).toEqual({ 'a/x': 20, 'b/x': 10 })
  })

  it('a server whose folder cannot be written keeps them in memory and says so once', async () => {
    // A file where the folder should be: no write goes through, whoever runs the test.
    const blocked = path.join(dir, 'blocked')
    await writeFile(blocked, '')
    const store = createPageStore({ ...dirs(), overlay: path.join(blocked, 'overlay') })
    await store.writeRowQueries({ 'a/x': 20 })
    await store.writeRowQueries({ 'b/x': 30 })
    expect(await store.readRowQueries()).toEqual({ 'a/x': 20, 'b/x': 30 })
    expect(logs.filter((l) => l.startsWith('warn:'))).toHaveLength(1)
  })

  it('instances sharing a Redis read each other’s times; Redis down, each its own', async () => {
    const hash = new Map<string, string>()
    let down = false
    const client = {
      hGetAll: async () => Object.fromEntries(hash),
      hSet: async (_key: string, fields: Record<string, string>) => {
        for (const [k, v] of Object.entries(fields)) hash.set(k, v)
        return Object.keys(fields).length
      }
    }
    const redis = {
      run: async (command: (c: never) => Promise<unknown>, fallback: () => unknown) =>
        down ? fallback() : command(client as never),
      ready: async () => undefined,
      isDown: false,
      close: async () => undefined
    } as unknown as RedisConnection
    const one = createSharedPageStore(redis, 'p', createPageStore(dirs()))
    const other = createSharedPageStore(
      redis,
      'p',
      createPageStore({ ...dirs(), overlay: path.join(dir, 'other') })
    )
    await one.writeRowQueries({ 'a/x': 20 })
    expect(await other.readRowQueries()).toEqual({ 'a/x': 20 })
    down = true
    await other.writeRowQueries({ 'b/x': 30 })
    // Each reads its own layers alone: the other's time for `b/x` is not seen, so that database
    // is queried once more (never a row missed).
    expect(await other.readRowQueries()).toEqual({ 'b/x': 30 })
    expect(await one.readRowQueries()).toEqual({ 'a/x': 20 })
    down = false
    await other.writeRowQueries({ 'b/x': 30 })
    expect(await one.readRowQueries()).toEqual({ 'a/x': 20, 'b/x': 30 })
  })
})
