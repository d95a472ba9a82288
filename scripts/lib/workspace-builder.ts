/**
 * Builds a blog database in NotionNext's template (columns title, type, status, summary, slug,
 * category, date, tags, password, icon, ext) with one record map per row page, in the layout
 * lib/notion reads from snapshots and the demo (lib/notion/types.ts).
 */
import type { ExtendedRecordMap } from 'notion-types'
import { buildChildren, mergeRecords, type BlockInput, type SideRecords } from './block-builder'
import { SPACE_ID, rt, stableId, wrap, type BlockValue, type RichText } from './record-builders'

export type ColumnName =
  | 'title'
  | 'type'
  | 'status'
  | 'summary'
  | 'slug'
  | 'category'
  | 'date'
  | 'tags'
  | 'password'
  | 'icon'
  | 'ext'
  | 'comment'

const COLUMN_TYPES: Record<ColumnName, string> = {
  title: 'title',
  type: 'select',
  status: 'select',
  summary: 'text',
  slug: 'text',
  category: 'select',
  date: 'date',
  tags: 'multi_select',
  password: 'text',
  icon: 'text',
  ext: 'text',
  // NotionNext reads any column by name; `comment` = Hide turns a post's comments off.
  comment: 'select'
}
/** Columns in the schema only when a row uses them, so older workspaces stay byte-identical. */
const OPTIONAL_COLUMNS: ReadonlySet<ColumnName> = new Set(['comment'])
const COLORS = [
  'blue',
  'green',
  'orange',
  'purple',
  'pink',
  'red',
  'yellow',
  'brown',
  'gray',
  'default'
]

export interface DateValue {
  start_date: string
  start_time?: string
  end_date?: string
  end_time?: string
  time_zone?: string
}

export interface RowInput {
  /** Seed of the row's id; defaults to the slug or title. */
  key?: string
  title: string
  type?: string
  status?: string
  summary?: string
  slug?: string
  category?: string
  tags?: string[]
  date?: string | DateValue
  password?: string
  icon?: string
  ext?: string
  /** 'Hide' disables comments on the post (an optional `comment` select column). */
  comment?: string
  /** Page icon (emoji or URL) and cover (URL or path) in the row page's format. */
  pageIcon?: string
  cover?: string
  fullWidth?: boolean
  created?: number
  lastEdited?: number
  blocks?: BlockInput[]
}

export interface WorkspaceOptions {
  seed: string
  name: string
  description?: string
  icon?: string
  cover?: string
  /** Rename columns, as an owner may (NOTION_PROPERTY_*). */
  columnNames?: Partial<Record<ColumnName, string>>
  /** Milliseconds; every record's created/edited time unless a row says otherwise. */
  time: number
  /** Low-resolution previews by image URL, copied into each record map that uses the URL. */
  previewImages?: Record<string, PreviewImage>
}

/** Notion's `preview_images` entry: the original size and a tiny data-URI placeholder. */
export interface PreviewImage {
  originalWidth: number
  originalHeight: number
  dataURIBase64: string
}

/** Ids buildWorkspace gives a workspace's records, for links and mentions between rows. */
export const workspaceIds = (seed: string) => ({
  rootPageId: stableId(`${seed}/root`),
  collectionId: stableId(`${seed}/collection`),
  viewId: stableId(`${seed}/view`),
  /** A row's page id from its key (RowInput.key ?? slug ?? title). */
  row: (key: string) => stableId(`${seed}/row/${key}`)
})

export interface BuiltWorkspace {
  rootPageId: string
  database: ExtendedRecordMap
  pages: Record<string, ExtendedRecordMap>
}

export function buildWorkspace(
  options: WorkspaceOptions,
  rows: readonly RowInput[]
): BuiltWorkspace {
  const { rootPageId, collectionId, viewId } = workspaceIds(options.seed)
  const schemaKey = (c: ColumnName) => (c === 'title' ? 'title' : stableId(`col/${c}`).slice(0, 4))
  const options4 = new Map<ColumnName, Map<string, string>>()
  const optionOf = (column: ColumnName, value: string) => {
    const seen = options4.get(column) ?? new Map<string, string>()
    options4.set(column, seen)
    if (!seen.has(value)) seen.set(value, COLORS[seen.size % COLORS.length] ?? 'default')
    return value
  }

  const rowBlocks: Record<string, { role: 'reader'; value: BlockValue }> = {}
  const pages: Record<string, ExtendedRecordMap> = {}
  const rowIds: string[] = []
  const sideRecords: Record<string, SideRecords> = {}
  const usedColumns = new Set<ColumnName>()
  for (const row of rows) {
    const id = stableId(`${options.seed}/row/${row.key ?? row.slug ?? row.title}`)
    const properties: Record<string, RichText | unknown[]> = {}
    const set = (column: ColumnName, value: unknown[] | undefined) => {
      if (value) properties[schemaKey(column)] = value
      if (value) usedColumns.add(column)
    }
    set('title', rt(row.title))
    set('type', row.type === undefined ? rt('Post') : rt(optionOf('type', row.type)))
    set('status', row.status === undefined ? rt('Published') : rt(optionOf('status', row.status)))
    optionOf('type', row.type ?? 'Post')
    optionOf('status', row.status ?? 'Published')
    set('summary', row.summary === undefined ? undefined : rt(row.summary))
    set('slug', row.slug === undefined ? undefined : rt(row.slug))
    set('category', row.category === undefined ? undefined : rt(optionOf('category', row.category)))
    set(
      'tags',
      row.tags?.length ? rt(row.tags.map((t) => optionOf('tags', t)).join(',')) : undefined
    )
    set('date', row.date === undefined ? undefined : dateProperty(row.date))
    set('password', row.password === undefined ? undefined : rt(row.password))
    set('icon', row.icon === undefined ? undefined : rt(row.icon))
    set('ext', row.ext === undefined ? undefined : rt(row.ext))
    set('comment', row.comment === undefined ? undefined : rt(optionOf('comment', row.comment)))

    const time = { created: row.created ?? options.time, edited: row.lastEdited ?? options.time }
    const out: Record<string, { role: 'reader'; value: BlockValue }> = {}
    const value: BlockValue = {
      id,
      type: 'page',
      properties,
      format: {
        ...(row.pageIcon ? { page_icon: row.pageIcon } : {}),
        ...(row.cover ? { page_cover: row.cover, page_cover_position: 0.5 } : {}),
        ...(row.fullWidth ? { page_full_width: true } : {})
      },
      parent_id: collectionId,
      parent_table: 'collection',
      alive: true,
      version: 1,
      space_id: SPACE_ID,
      created_time: time.created,
      last_edited_time: time.edited
    }
    out[id] = wrap(value)
    const records: SideRecords = {}
    const content = buildChildren(id, row.blocks ?? [], { time: time.edited, out, records })
    sideRecords[id] = records
    if (content.length) value.content = content
    rowBlocks[id] = wrap({ ...value, content: undefined })
    rowIds.push(id)
    pages[id] = recordMap(out, {})
  }

  const schema: Record<string, unknown> = {}
  for (const column of Object.keys(COLUMN_TYPES) as ColumnName[]) {
    if (OPTIONAL_COLUMNS.has(column) && !usedColumns.has(column)) continue
    const opts = options4.get(column)
    schema[schemaKey(column)] = {
      name: options.columnNames?.[column] ?? column,
      type: COLUMN_TYPES[column],
      ...(opts && COLUMN_TYPES[column] !== 'title'
        ? {
            options: [...opts].map(([v, color]) => ({
              id: stableId(`opt/${column}/${v}`).slice(0, 8),
              value: v,
              color
            }))
          }
        : {})
    }
  }
  const collection = wrap({
    id: collectionId,
    version: 1,
    name: rt(options.name),
    ...(options.description ? { description: rt(options.description) } : {}),
    ...(options.icon ? { icon: options.icon } : {}),
    ...(options.cover ? { cover: options.cover } : {}),
    schema,
    parent_id: rootPageId,
    parent_table: 'block',
    alive: true,
    space_id: SPACE_ID
  })
  const view = wrap({
    id: viewId,
    version: 1,
    type: 'table',
    name: 'All',
    format: { collection_pointer: { id: collectionId, table: 'collection', spaceId: SPACE_ID } },
    parent_id: rootPageId,
    parent_table: 'block',
    alive: true,
    space_id: SPACE_ID
  })
  const root = wrap<BlockValue>({
    id: rootPageId,
    type: 'collection_view_page',
    collection_id: collectionId,
    view_ids: [viewId],
    format: {
      ...(options.icon ? { page_icon: options.icon } : {}),
      ...(options.cover ? { page_cover: options.cover } : {})
    },
    parent_id: stableId(`${options.seed}/space-root`),
    parent_table: 'space',
    alive: true,
    version: 1,
    space_id: SPACE_ID,
    created_time: options.time,
    last_edited_time: options.time
  })
  for (const [pageId, map] of Object.entries(pages)) {
    map.collection = { [collectionId]: collection } as unknown as ExtendedRecordMap['collection']
    const side = sideRecords[pageId]
    if (side) addSideRecords(map, side)
  }
  const database = recordMap({ [rootPageId]: root, ...rowBlocks }, { [collectionId]: collection })
  database.collection_view = { [viewId]: view } as unknown as ExtendedRecordMap['collection_view']
  database.collection_query = {
    [collectionId]: {
      [viewId]: { collection_group_results: { type: 'results', blockIds: rowIds, hasMore: false } }
    }
  } as unknown as ExtendedRecordMap['collection_query']
  if (options.previewImages) {
    for (const map of [database, ...Object.values(pages)])
      addPreviewImages(map, options.previewImages)
  }
  return { rootPageId, database, pages }
}

/** Side records join the page's maps; the page's own blocks win over copies of the same id. */
function addSideRecords(map: ExtendedRecordMap, side: SideRecords): void {
  const into: SideRecords = {
    collection: map.collection as SideRecords['collection'],
    collection_view: map.collection_view as SideRecords['collection_view'],
    collection_query: map.collection_query as SideRecords['collection_query']
  }
  mergeRecords(into, side)
  map.block = { ...side.block, ...map.block } as ExtendedRecordMap['block']
  map.collection = into.collection as ExtendedRecordMap['collection']
  map.collection_view = into.collection_view as ExtendedRecordMap['collection_view']
  map.collection_query = into.collection_query as ExtendedRecordMap['collection_query']
}

function addPreviewImages(map: ExtendedRecordMap, previews: Record<string, PreviewImage>): void {
  const text = JSON.stringify(map.block)
  const used = Object.entries(previews)
    .filter(([url]) => text.includes(JSON.stringify(url)))
    .sort(([a], [b]) => (a < b ? -1 : 1))
  if (used.length) map.preview_images = Object.fromEntries(used)
}

function dateProperty(date: string | DateValue): unknown[] {
  const value = typeof date === 'string' ? { start_date: date } : date
  return [
    [
      '‣',
      [
        [
          'd',
          { type: value.end_date ? 'daterange' : value.start_time ? 'datetime' : 'date', ...value }
        ]
      ]
    ]
  ]
}

function recordMap(
  block: Record<string, unknown>,
  collection: Record<string, unknown>
): ExtendedRecordMap {
  return {
    block,
    collection,
    collection_view: {},
    notion_user: {},
    collection_query: {},
    signed_urls: {}
  } as unknown as ExtendedRecordMap
}
