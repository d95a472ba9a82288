import type { Block, ExtendedRecordMap } from 'notion-types'
import { log } from '@/lib/log'
import type { OfficialBlock, OfficialPage } from '@/lib/notion/official/api-types'
import { recordBlockOf, type RecordBlock } from '@/lib/notion/official/official-blocks'
import type { OfficialClient } from '@/lib/notion/official/official-client'
import { collectionRecordsOf, readCollection } from '@/lib/notion/official/official-database'
import { rowBlockOf, userRecordsOf, wrapRecord } from '@/lib/notion/official/official-rows'
import { decorationsOf, noMentions, type Mentions } from '@/lib/notion/official/rich-text'
import { isTransient } from '@/lib/notion/notion-errors'

/** Levels of nested blocks followed (a deeper page is cut there, with a warning). */
const MAX_DEPTH = 32

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

interface PageBuild {
  client: OfficialClient
  rootId: string
  blocks: Record<string, unknown>
  extra: Pick<ExtendedRecordMap, 'collection' | 'collection_view' | 'collection_query'>
  signed: Record<string, string>
  mentions: Mentions
  /** Ids of link-to-page targets, read after the body for their title. */
  linked: Set<string>
}

const put = (build: PageBuild, block: RecordBlock) => (build.blocks[block.id] = wrapRecord(block))

/**
 * A database inside the body (an inline database or a full-page one listed in it): its block,
 * collection, view and rows, one query. A database the integration cannot read (not shared with
 * it, a linked view of a database elsewhere) is left out, logged; a transient failure throws.
 */
async function addDatabase(build: PageBuild, block: OfficialBlock, parentId: string) {
  let collection
  try {
    collection = await readCollection(build.client, block.id)
  } catch (error) {
    if (isTransient(error)) throw error
    log.warn(
      `page ${build.rootId}: database ${block.id} could not be read (${messageOf(error)}); it is left out`
    )
    return null
  }
  const records = collectionRecordsOf(collection, block.id, build.mentions)
  Object.assign(build.extra.collection, records.collection)
  Object.assign(build.extra.collection_view, records.collection_view)
  Object.assign(build.extra.collection_query, records.collection_query)
  for (const row of records.rows) put(build, row)
  const created = Date.parse(block.created_time ?? '')
  const value: RecordBlock = {
    id: block.id,
    type: 'collection_view',
    collection_id: records.collectionId,
    view_ids: [records.viewId],
    format: { collection_pointer: { id: records.collectionId, table: 'collection' } },
    parent_id: parentId,
    parent_table: 'block',
    alive: true,
    ...(Number.isNaN(created) ? {} : { created_time: created })
  }
  put(build, value)
  return value
}

/** The children of a block, converted and stored, each with its own children; their ids. */
async function addChildren(build: PageBuild, parentId: string, depth: number): Promise<string[]> {
  if (depth > MAX_DEPTH) {
    log.warn(`page ${build.rootId}: blocks nested deeper than ${MAX_DEPTH} levels are left out`)
    return []
  }
  const children = await build.client.list<OfficialBlock>(
    `/blocks/${encodeURIComponent(parentId)}/children`
  )
  const ids: string[] = []
  for (const child of children) {
    if (!child || typeof child.id !== 'string' || typeof child.type !== 'string') continue
    if (child.type === 'child_database') {
      if (await addDatabase(build, child, parentId)) ids.push(child.id)
      continue
    }
    const block = recordBlockOf(child, parentId, build.mentions, build.signed)
    if (!block) continue
    if (block.type === 'alias') build.linked.add((block.format?.alias_pointer as { id: string }).id)
    if (child.has_children === true && child.type !== 'child_page')
      block.content = await addChildren(build, child.id, depth + 1)
    put(build, block)
    ids.push(child.id)
  }
  return ids
}

/**
 * A page a link or a mention points to, as the record map holds it: its title, icon, cover and
 * parent (a database row links to its post). Null when the integration cannot read it.
 */
async function linkedPage(build: PageBuild, id: string): Promise<RecordBlock | null> {
  let page: OfficialPage
  try {
    page = (await build.client.get(`/pages/${encodeURIComponent(id)}`)) as OfficialPage
  } catch (error) {
    if (isTransient(error)) throw error
    return null
  }
  const source = page.parent?.type === 'data_source_id' ? page.parent.data_source_id : undefined
  if (source) return rowBlockOf(page, source, build.mentions)
  const title = Object.values(page.properties ?? {}).find((p) => p?.type === 'title')
  const row = rowBlockOf(page, '', build.mentions)
  return {
    ...row,
    properties: { title: decorationsOf(title?.title, build.mentions) },
    parent_table: 'block'
  }
}

/**
 * A row's page as the private source hands it over: the row's block (its properties as the
 * database gave them) with `content`, every block of the body (children 100 a request, each
 * level below), the databases in it, mentioned pages and users, and the Notion-hosted files'
 * URLs in `signed_urls`. Errors the API gives for the page itself (403, 404) are thrown.
 */
export async function readPageMap(
  client: OfficialClient,
  row: Block,
  database: ExtendedRecordMap
): Promise<ExtendedRecordMap> {
  const build: PageBuild = {
    client,
    rootId: row.id,
    blocks: {},
    extra: { collection: {}, collection_view: {}, collection_query: {} },
    signed: {},
    mentions: noMentions(),
    linked: new Set()
  }
  const content = await addChildren(build, row.id, 0)
  put(build, { ...(row as unknown as RecordBlock), ...(content.length ? { content } : {}) })
  for (const id of [...build.linked, ...build.mentions.pages.keys()]) {
    if (build.blocks[id]) continue
    const target = await linkedPage(build, id)
    const title = build.mentions.pages.get(id)
    if (target) put(build, target)
    else if (title !== undefined)
      put(build, {
        id,
        type: 'page',
        properties: { title: [[title]] },
        parent_id: '',
        parent_table: 'block',
        alive: true
      })
  }
  const parent = database.collection?.[row.parent_id]
  return {
    // The page first: the renderer takes the first block as the page.
    block: { [row.id]: build.blocks[row.id], ...build.blocks },
    collection: { ...(parent ? { [row.parent_id]: parent } : {}), ...build.extra.collection },
    collection_view: build.extra.collection_view,
    notion_user: { ...database.notion_user, ...userRecordsOf(build.mentions) },
    collection_query: build.extra.collection_query,
    signed_urls: build.signed
  } as unknown as ExtendedRecordMap
}
