/**
 * An inline database: a `collection_view` block plus its own collection, views, query results and
 * row pages, carried as side records of the page that holds it (as Notion's API returns them).
 * NotionNext's Config row uses one (Name / Value / Enable); posts use gallery and board views.
 */
import { block, type BlockInput } from './block-builder'
import { SPACE_ID, rt, stableId, wrap, type BlockValue } from './record-builders'
import type { Text } from './blocks'

export type ColumnType = 'text' | 'select' | 'multi_select' | 'checkbox' | 'number' | 'url' | 'date'
export type ViewType = 'table' | 'gallery' | 'list' | 'board'

export interface InlineDatabaseInput {
  /** Seed of every id in the database. */
  key: string
  title: string
  titleColumn?: string
  columns: { name: string; type: ColumnType }[]
  /** Views in tab order; a board, or a list with `groupBy`, groups by a select column. */
  views: { type: ViewType; name: string; groupBy?: string }[]
  /** Cells by column name: text, a select value, tags joined by ',', 'Yes'/'No' for checkboxes. */
  rows: { title: Text; cells?: Record<string, string>; cover?: string; icon?: string }[]
  time: number
}

const OPTION_COLORS = ['blue', 'green', 'orange', 'purple', 'pink', 'yellow', 'red', 'gray']

export function inlineDatabase(db: InlineDatabaseInput): BlockInput {
  const id = (part: string) => stableId(`${db.key}/${part}`)
  const blockId = id('block')
  const collectionId = id('collection')
  const keyOf = (name: string) => id(`column/${name}`).slice(0, 4)
  const time = { created_time: db.time, last_edited_time: db.time }

  const schema: Record<string, unknown> = {
    title: { name: db.titleColumn ?? 'Name', type: 'title' }
  }
  for (const column of db.columns) {
    const values = [
      ...new Set(db.rows.flatMap((r) => r.cells?.[column.name]?.split(',') ?? []).filter(Boolean))
    ]
    const options =
      column.type === 'select' || column.type === 'multi_select'
        ? values.map((value, i) => ({
            id: id(`option/${column.name}/${value}`).slice(0, 8),
            value,
            color: OPTION_COLORS[i % OPTION_COLORS.length]
          }))
        : undefined
    schema[keyOf(column.name)] = {
      name: column.name,
      type: column.type,
      ...(options && { options })
    }
  }

  const rowIds = db.rows.map((_, i) => id(`row/${i}`))
  const rowBlocks = Object.fromEntries(
    db.rows.map((row, i) => {
      const properties: Record<string, unknown> = {
        title: typeof row.title === 'string' ? rt(row.title) : row.title
      }
      for (const [name, value] of Object.entries(row.cells ?? {}))
        properties[keyOf(name)] = rt(value)
      const value: BlockValue = {
        id: rowIds[i] ?? '',
        type: 'page',
        properties,
        ...(row.cover || row.icon
          ? {
              format: {
                ...(row.icon ? { page_icon: row.icon } : {}),
                ...(row.cover ? { page_cover: row.cover, page_cover_position: 0.5 } : {})
              }
            }
          : {}),
        parent_id: collectionId,
        parent_table: 'collection',
        alive: true,
        version: 1,
        space_id: SPACE_ID,
        ...time
      }
      return [value.id, wrap(value)]
    })
  )

  const properties = ['title', ...db.columns.map((c) => keyOf(c.name))].map((property) => ({
    property,
    visible: true,
    width: property === 'title' ? 220 : 160
  }))
  const views = db.views.map((view) => ({ ...view, id: id(`view/${view.name}`) }))
  const collection_view: Record<string, unknown> = {}
  const queries: Record<string, unknown> = {}
  for (const view of views) {
    const groupKey = view.groupBy ? keyOf(view.groupBy) : undefined
    const groups = groupKey && view.groupBy ? groupValues(db, view.groupBy) : []
    collection_view[view.id] = wrap({
      id: view.id,
      version: 1,
      type: view.type,
      name: view.name,
      format: {
        collection_pointer: { id: collectionId, table: 'collection', spaceId: SPACE_ID },
        ...viewFormat(view.type, properties, groupKey, groups),
        ...(view.type === 'list' && groupKey ? listGroups(groupKey, groups) : {})
      },
      parent_id: blockId,
      parent_table: 'block',
      alive: true,
      space_id: SPACE_ID
    })
    queries[view.id] =
      view.type === 'board' && view.groupBy
        ? boardQuery(db, view.groupBy, rowIds, groups)
        : view.groupBy
          ? groupQuery(db, view.groupBy, rowIds, groups)
          : { collection_group_results: { type: 'results', blockIds: rowIds, hasMore: false } }
  }

  return {
    ...block('collection_view', undefined, {
      collection_pointer: { id: collectionId, table: 'collection', spaceId: SPACE_ID }
    }),
    id: blockId,
    extra: { view_ids: views.map((v) => v.id), collection_id: collectionId },
    records: {
      block: rowBlocks,
      collection: {
        [collectionId]: wrap({
          id: collectionId,
          version: 1,
          name: rt(db.title),
          schema,
          parent_id: blockId,
          parent_table: 'block',
          alive: true,
          space_id: SPACE_ID
        })
      },
      collection_view: collection_view as Record<string, { role: 'reader'; value: unknown }>,
      collection_query: { [collectionId]: queries }
    }
  }
}

const groupValues = (db: InlineDatabaseInput, column: string) => [
  ...new Set(db.rows.map((r) => r.cells?.[column] ?? ''))
]

function viewFormat(
  type: ViewType,
  properties: object[],
  groupKey?: string,
  groups: string[] = []
) {
  switch (type) {
    case 'table':
      return { table_properties: properties, table_wrap: true }
    case 'list':
      return { list_properties: properties }
    case 'gallery':
      return {
        gallery_cover: { type: 'page_cover' },
        gallery_cover_size: 'medium',
        gallery_cover_aspect: 'cover',
        gallery_properties: properties
      }
    case 'board':
      return {
        board_cover: { type: 'page_cover' },
        board_cover_size: 'small',
        board_properties: properties,
        board_columns_by: { type: 'select', property: groupKey },
        board_columns: groups.map((value) => ({
          property: groupKey,
          hidden: false,
          value: { type: 'select', ...(value ? { value } : {}) }
        }))
      }
  }
}

/**
 * A grouped list as Notion sends it: one group per value, and the "No value" group with no
 * `value` at all (react-notion-x alone throws on that; the renderer must not).
 */
function listGroups(groupKey: string, groups: string[]) {
  return {
    collection_group_by: { type: 'select', property: groupKey, sort: { type: 'manual' } },
    collection_groups: groups.map((value) => ({
      property: groupKey,
      hidden: false,
      value: value ? { type: 'select', value } : null
    }))
  }
}

/** Board results: one `results:select:<value>` entry per column, plus the column totals. */
function boardQuery(db: InlineDatabaseInput, column: string, rowIds: string[], groups: string[]) {
  return {
    ...groupQuery(db, column, rowIds, groups),
    board_columns: {
      type: 'groups',
      results: groups.map((value) => ({
        value: { type: 'select', ...(value ? { value } : {}) },
        total: membersOf(db, column, rowIds, value).length
      }))
    }
  }
}

const membersOf = (db: InlineDatabaseInput, column: string, rowIds: string[], value: string) =>
  rowIds.filter((_, i) => (db.rows[i]?.cells?.[column] ?? '') === value)

/** Grouped results: every row, then one `results:select:<value>` entry per group. */
function groupQuery(db: InlineDatabaseInput, column: string, rowIds: string[], groups: string[]) {
  const members = (value: string) => membersOf(db, column, rowIds, value)
  const query: Record<string, unknown> = {
    collection_group_results: { type: 'results', blockIds: rowIds, hasMore: false }
  }
  for (const value of groups) {
    const ids = members(value)
    query[`results:select:${value || 'uncategorized'}`] = {
      type: 'results',
      blockIds: ids,
      hasMore: false,
      total: ids.length
    }
  }
  return query
}
