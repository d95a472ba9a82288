import type { ExtendedRecordMap } from 'notion-types'
import type { PageStore } from '@/lib/notion/page-store'
import { mergeRowQueries, type RowQueries } from '@/lib/notion/row-queries'
import type { WorkspaceIndexFile } from '@/lib/notion/types'
import type { RedisConnection } from '@/lib/shared/redis-connection.mjs'

/**
 * A workspace's page copies in Redis, above this instance's own store (`local`): what one
 * instance refreshes, the others read instead of asking Notion again. Writes go to both; a read
 * Redis cannot answer comes from `local`, so an instance serves what it holds while Redis fails.
 */
export function createSharedPageStore(
  redis: RedisConnection,
  prefix: string,
  local: PageStore
): PageStore {
  const pageKey = (id: string) => `${prefix}:page:${id}`
  const indexKey = `${prefix}:index`
  const rowQueriesKey = `${prefix}:row-queries`
  const getJson = <T>(key: string) =>
    redis.run(
      async (client) => {
        const raw = await client.get(key)
        return raw ? (JSON.parse(raw) as T) : null
      },
      () => null
    )
  const setJson = (key: string, value: unknown) =>
    redis.run(
      async (client) => (await client.set(key, JSON.stringify(value))) === 'OK',
      () => false
    )
  let storedDatabase = ''
  return {
    read: async (id) => (await local.read(id)) ?? (await getJson<ExtendedRecordMap>(pageKey(id))),
    reread: async (id) =>
      (await getJson<ExtendedRecordMap>(pageKey(id))) ?? (await local.reread(id)),
    async write(id, recordMap) {
      await Promise.all([local.write(id, recordMap), setJson(pageKey(id), recordMap)])
    },
    readIndex: async () =>
      (await getJson<WorkspaceIndexFile>(indexKey)) ?? (await local.readIndex()),
    async writeIndex(index) {
      await local.writeIndex(index)
      const database = JSON.stringify(index.database)
      if (database === storedDatabase) return
      if (await setJson(indexKey, index)) storedDatabase = database
    },
    // A hash, one field a page and database: instances add their times without a lock (an
    // older time written over a newer one costs one query early, never a missed row).
    async readRowQueries() {
      const shared = await redis.run(
        async (client) => numbersOf(await client.hGetAll(rowQueriesKey)),
        () => ({})
      )
      return mergeRowQueries(await local.readRowQueries(), shared)
    },
    async writeRowQueries(queries) {
      const fields = Object.fromEntries(Object.entries(queries).map(([k, at]) => [k, String(at)]))
      await Promise.all([
        local.writeRowQueries(queries),
        Object.keys(fields).length === 0
          ? undefined
          : redis.run(
              (client) => client.hSet(rowQueriesKey, fields),
              () => 0
            )
      ])
    }
  }
}

function numbersOf(hash: Record<string, string>): RowQueries {
  const queries: RowQueries = {}
  for (const [key, value] of Object.entries(hash)) {
    const at = Number(value)
    if (Number.isFinite(at)) queries[key] = at
  }
  return queries
}
