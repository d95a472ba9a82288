import type { ExtendedRecordMap } from 'notion-types'
import type { OfficialBlock } from '@/lib/notion/official/api-types'
import { OfficialApiError, type OfficialClient } from '@/lib/notion/official/official-client'
import { collectionRecordsOf, readCollection } from '@/lib/notion/official/official-database'
import { fileUrlOf, iconOf } from '@/lib/notion/official/official-files'
import { userRecordsOf, wrapRecord } from '@/lib/notion/official/official-rows'
import { noMentions } from '@/lib/notion/official/rich-text'

/** Whether NOTION_PAGE_ID may name a page holding the database rather than the database. */
const notADatabase = (error: unknown) =>
  error instanceof OfficialApiError && (error.status === 400 || error.status === 404)

/** The first database block of a page, for NOTION_PAGE_ID naming the page that holds the blog. */
async function firstDatabaseIn(client: OfficialClient, pageId: string): Promise<string | null> {
  const children = await client.list<OfficialBlock>(
    `/blocks/${encodeURIComponent(pageId)}/children`
  )
  return children.find((block) => block?.type === 'child_database')?.id ?? null
}

/**
 * The blog database as the private source hands it over: the root block (a full-page database,
 * its id NOTION_PAGE_ID), its collection and one view, the rows in query order.
 */
export async function readDatabaseMap(
  client: OfficialClient,
  rootPageId: string
): Promise<ExtendedRecordMap> {
  let collection
  try {
    collection = await readCollection(client, rootPageId)
  } catch (error) {
    if (!notADatabase(error)) throw error
    const inner = await firstDatabaseIn(client, rootPageId).catch(() => null)
    if (!inner) throw error
    collection = await readCollection(client, inner)
  }
  const mentions = noMentions()
  const records = collectionRecordsOf(collection, rootPageId, mentions)
  const { database } = collection
  const format: Record<string, unknown> = {}
  const icon = iconOf(database.icon)
  if (icon) format.page_icon = icon
  const cover = fileUrlOf(database.cover)
  if (cover) format.page_cover = cover
  const edited = Date.parse(database.last_edited_time ?? '')
  const root = {
    id: rootPageId,
    type: 'collection_view_page',
    collection_id: records.collectionId,
    view_ids: [records.viewId],
    format,
    parent_id: '',
    parent_table: 'space',
    alive: true,
    ...(Number.isNaN(edited) ? {} : { last_edited_time: edited })
  }
  return {
    block: Object.fromEntries([
      [rootPageId, wrapRecord(root)],
      ...records.rows.map((row) => [row.id, wrapRecord(row)])
    ]),
    collection: records.collection,
    collection_view: records.collection_view,
    notion_user: userRecordsOf(mentions),
    collection_query: records.collection_query,
    signed_urls: {}
  } as unknown as ExtendedRecordMap
}
