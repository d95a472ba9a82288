import type {
  OfficialDataSource,
  OfficialDatabase,
  OfficialPage
} from '@/lib/notion/official/api-types'
import type { OfficialClient } from '@/lib/notion/official/official-client'
import { fileUrlOf, iconOf } from '@/lib/notion/official/official-files'
import { schemaOf } from '@/lib/notion/official/official-properties'
import { rowBlockOf, wrapRecord } from '@/lib/notion/official/official-rows'
import { decorationsOf, type Mentions } from '@/lib/notion/official/rich-text'
import type { RecordBlock } from '@/lib/notion/official/official-blocks'

/** A database read through the official API: its first data source and every row, in order. */
export interface OfficialCollection {
  database: OfficialDatabase
  dataSource: OfficialDataSource
  rows: OfficialPage[]
}

const id = (path: string) => encodeURIComponent(path)

/**
 * A database, its first data source (schema) and all its rows (the query, 100 a request), in
 * the order the query answers: the API has no views, so a view's sorts and filters are unknown.
 */
export async function readCollection(
  client: OfficialClient,
  databaseId: string
): Promise<OfficialCollection> {
  const database = (await client.get(`/databases/${id(databaseId)}`)) as OfficialDatabase
  const sourceId = database.data_sources?.find((s) => typeof s?.id === 'string')?.id
  if (!sourceId)
    throw new Error(`database ${databaseId} has no data source the integration can read`)
  const dataSource = (await client.get(`/data_sources/${id(sourceId)}`)) as OfficialDataSource
  const rows = await client.list<OfficialPage>(`/data_sources/${id(sourceId)}/query`, 'POST')
  return { database, dataSource, rows: rows.filter((row) => row && typeof row.id === 'string') }
}

/**
 * The records of a database in the record map's form: its collection (the data source: name,
 * description, icon, cover, schema), one table view (the database's id stands for it), the
 * query result in row order, and the rows. The database's block is the caller's.
 */
export function collectionRecordsOf(
  { database, dataSource, rows }: OfficialCollection,
  blockId: string,
  mentions: Mentions
): {
  collectionId: string
  viewId: string
  rows: RecordBlock[]
  collection: Record<string, unknown>
  collection_view: Record<string, unknown>
  collection_query: Record<string, Record<string, unknown>>
} {
  const collectionId = dataSource.id
  const viewId = database.id
  const title = decorationsOf(database.title?.length ? database.title : dataSource.title, mentions)
  const description = decorationsOf(database.description, mentions)
  const schema = schemaOf(dataSource.properties)
  const icon = iconOf(database.icon)
  const cover = fileUrlOf(database.cover)
  const rowBlocks = rows
    .map((row) => rowBlockOf(row, collectionId, mentions))
    .filter((row) => row.alive)
  return {
    collectionId,
    viewId,
    rows: rowBlocks,
    collection: {
      [collectionId]: wrapRecord({
        id: collectionId,
        name: title,
        ...(description.length ? { description } : {}),
        ...(icon ? { icon } : {}),
        ...(cover ? { cover } : {}),
        schema,
        parent_id: blockId,
        parent_table: 'block',
        alive: true
      })
    },
    collection_view: {
      [viewId]: wrapRecord({
        id: viewId,
        type: 'table',
        name: 'Table',
        format: {
          collection_pointer: { id: collectionId, table: 'collection' },
          table_properties: Object.keys(schema).map((property) => ({ property, visible: true }))
        },
        parent_id: blockId,
        parent_table: 'block',
        alive: true
      })
    },
    collection_query: {
      [collectionId]: {
        [viewId]: {
          collection_group_results: {
            type: 'results',
            blockIds: rowBlocks.map((row) => row.id),
            hasMore: false
          }
        }
      }
    }
  }
}
