import type { ExtendedRecordMap } from 'notion-types'

/** A record in either shape: legacy `{role, value}` or 2024+ `{spaceId, value: {value, role}}`. */
export type RecordLike = { value?: unknown; role?: string; spaceId?: string }
type Value = {
  id: string
  type?: string
  parent_table?: string
  parent_id?: string
  [key: string]: unknown
}

/** The innermost object with an id (both record shapes). */
export function valueOf(record: unknown): Value | undefined {
  let v = record as { value?: unknown; id?: unknown } | undefined
  while (
    v &&
    typeof v === 'object' &&
    typeof v.id !== 'string' &&
    v.value &&
    typeof v.value === 'object'
  ) {
    v = v.value as typeof v
  }
  return v && typeof v.id === 'string' ? (v as Value) : undefined
}

/**
 * Everything the mock serves, indexed from record maps (ExtendedRecordMap, what getPage returns).
 * Records are stored as given, so both shapes are served back unchanged.
 */
export class MockStore {
  blocks: Record<string, RecordLike> = {}
  collections: Record<string, RecordLike> = {}
  views: Record<string, RecordLike> = {}
  users: Record<string, RecordLike> = {}
  signed: Record<string, string> = {}
  /** collection id → view id → the reducer results a queryCollection answers with. */
  queries: Record<string, Record<string, unknown>> = {}
  /** Page id → the ids of the blocks loadPageChunk returns for it (page first). */
  pages = new Map<string, string[]>()
  /**
   * Page id → the collections and views its loadPageChunk carries: those of its own record map
   * (its inline databases, its parent database), never the whole store's, as Notion answers.
   */
  pageCollections = new Map<string, { collections: string[]; views: string[] }>()

  /**
   * Add a record map. Its page is `pageId` or the first block; rows of the databases it queried
   * are served by queryCollection only, as Notion does.
   */
  addRecordMap(recordMap: Partial<ExtendedRecordMap>, pageId?: string): string {
    const blocks = (recordMap.block ?? {}) as Record<string, RecordLike>
    const root = pageId ?? Object.keys(blocks)[0]
    if (!root) throw new Error('record map without blocks')
    Object.assign(this.blocks, blocks)
    Object.assign(this.collections, recordMap.collection ?? {})
    Object.assign(this.views, recordMap.collection_view ?? {})
    Object.assign(this.users, recordMap.notion_user ?? {})
    Object.assign(this.signed, recordMap.signed_urls ?? {})
    for (const [collectionId, views] of Object.entries(recordMap.collection_query ?? {})) {
      this.queries[collectionId] = {
        ...this.queries[collectionId],
        ...(views as Record<string, unknown>)
      }
    }
    const queried = new Set(Object.keys(recordMap.collection_query ?? {}))
    const own = Object.keys(blocks).filter((id) => {
      const value = valueOf(blocks[id])
      return (
        id === root || !(value?.parent_table === 'collection' && queried.has(value.parent_id ?? ''))
      )
    })
    this.pages.set(root, [root, ...own.filter((id) => id !== root)])
    const before = this.pageCollections.get(root)
    this.pageCollections.set(root, {
      collections: [
        ...new Set([...(before?.collections ?? []), ...Object.keys(recordMap.collection ?? {})])
      ],
      views: [
        ...new Set([...(before?.views ?? []), ...Object.keys(recordMap.collection_view ?? {})])
      ]
    })
    return root
  }

  /** Edit a stored block in place (tests: bump last_edited_time, change text). */
  updateBlock(id: string, patch: Record<string, unknown>): void {
    const value = valueOf(this.blocks[id])
    if (!value) throw new Error(`no block ${id}`)
    Object.assign(value, patch)
  }
}
