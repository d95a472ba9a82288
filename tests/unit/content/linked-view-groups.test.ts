import { describe, expect, it } from 'vitest'
import { renderBodyHtml } from '@/components/notion-renderer/body-html'
import { publicConfigOf } from '@/lib/config/load-config'
import { postProps } from '@/lib/pages/page-props'
import { buildSiteData } from '@/lib/content/site-data'
import { stableId, wrap } from '@/scripts/lib/record-builders'
import { workspaceIds, type RowInput } from '@/scripts/lib/workspace-builder'
import { workspaceOf } from '@/tests/support/workspace'

/**
 * A linked view of the blog's own database, grouped as Notion groups (a board by tag, a table by
 * category), with the query results Notion sends for it: group lists with counts, per-group
 * results, count aggregations, and the view's filter. The post shows the view without naming or
 * counting the rows a visitor may not see, and its schema keeps only the options shown rows use.
 */
const NOW = Date.UTC(2030, 0, 1)
const ids = workspaceIds('test')
const DRAFT_TAG = 'harbour-draft-tag-41'
const DRAFT_CATEGORY = 'Harbour Category 41'
const LOCKED_TAG = 'vault-tag-41'
const rows: RowInput[] = [
  { title: 'Open', slug: 'open', tags: ['film'], category: 'Photo', date: '2024-01-02' },
  { title: 'Open too', slug: 'open-too', tags: ['film', 'print'], date: '2024-01-03' },
  { title: 'Locked', slug: 'locked', password: 'pw', tags: [LOCKED_TAG], date: '2024-01-04' },
  {
    title: 'Draft',
    slug: 'draft',
    status: 'Draft',
    tags: ['film', DRAFT_TAG],
    category: DRAFT_CATEGORY
  },
  { title: 'Viewer', slug: 'viewer', date: '2024-01-05' }
]
const VIEW_BLOCK = stableId('linked/block')
const BOARD = stableId('linked/board')
const TABLE = stableId('linked/table')

type Tables = Record<string, Record<string, unknown>>

function site() {
  const workspace = workspaceOf(rows)
  const db = workspace.database as unknown as Tables
  const schema = (db.collection![ids.collectionId] as { value: { schema: Tables } }).value.schema
  const key = (name: string) => Object.keys(schema).find((k) => schema[k]!.name === name)!
  const [tags, category] = [key('tags'), key('category')]
  const [open, openToo, locked, draft] = ['open', 'open-too', 'locked', 'draft'].map(ids.row)
  const all = [open!, openToo!, locked!, draft!]
  const tagGroup = (value?: string) => ({
    property: tags,
    value: { type: 'multi_select', ...(value ? { value } : {}) }
  })
  const categoryGroup = (value?: string) => ({
    property: category,
    value: { type: 'select', ...(value ? { value } : {}) }
  })
  const results = (blockIds: string[]) => ({ type: 'results', blockIds, total: blockIds.length })
  const count = (value: number) => ({
    type: 'aggregation',
    aggregationResult: { type: 'number', value }
  })
  const board = {
    id: BOARD,
    type: 'board',
    format: {
      board_columns_by: { type: 'multi_select', property: tags },
      board_columns: [tagGroup('film'), tagGroup(DRAFT_TAG), tagGroup(LOCKED_TAG), tagGroup()],
      board_properties: [{ property: tags, visible: true }],
      property_filters: [
        {
          filter: {
            property: tags,
            filter: { operator: 'enum_does_not_contain', value: DRAFT_TAG }
          }
        }
      ]
    },
    query2: { filter: { operator: 'and', filters: [{ property: tags, value: DRAFT_TAG }] } },
    parent_id: VIEW_BLOCK,
    parent_table: 'block'
  }
  const table = {
    id: TABLE,
    type: 'table',
    format: {
      collection_group_by: { type: 'select', property: category },
      collection_groups: [categoryGroup('Photo'), categoryGroup(DRAFT_CATEGORY), categoryGroup()],
      table_properties: [{ property: category, visible: true }]
    },
    parent_id: VIEW_BLOCK,
    parent_table: 'block'
  }
  const queries = {
    [BOARD]: {
      collection_group_results: { type: 'results', blockIds: all, hasMore: false },
      board_columns: {
        type: 'groups',
        results: [
          { value: { type: 'multi_select', value: 'film' }, total: 3 },
          { value: { type: 'multi_select', value: DRAFT_TAG }, total: 1 },
          { value: { type: 'multi_select', value: LOCKED_TAG }, total: 1 },
          { value: { type: 'multi_select' }, total: 0 }
        ]
      },
      'results:multi_select:film': results([open!, openToo!, draft!]),
      [`results:multi_select:${DRAFT_TAG}`]: results([draft!]),
      [`results:multi_select:${LOCKED_TAG}`]: results([locked!]),
      'results:multi_select:uncategorized': results([]),
      'board:multi_select:film': count(3),
      [`board:multi_select:${DRAFT_TAG}`]: count(1)
    },
    [TABLE]: {
      collection_group_results: { type: 'results', blockIds: all, hasMore: false },
      table_groups: {
        type: 'groups',
        results: [
          {
            value: { type: 'select', value: 'Photo' },
            aggregationResult: { type: 'number', value: 1 }
          },
          {
            value: { type: 'select', value: DRAFT_CATEGORY },
            aggregationResult: { type: 'number', value: 1 }
          }
        ]
      },
      'results:select:Photo': results([open!]),
      [`results:select:${DRAFT_CATEGORY}`]: results([draft!]),
      'results:select:uncategorized': results([openToo!, locked!]),
      [`group_aggregation:select:${DRAFT_CATEGORY}`]: count(1),
      'table:uncategorized:title:count': count(4)
    }
  }
  const map = workspace.pages[ids.row('viewer')] as unknown as Tables
  const page = (map.block![ids.row('viewer')] as { value: { content?: string[] } }).value
  page.content = [...(page.content ?? []), VIEW_BLOCK]
  map.block![VIEW_BLOCK] = wrap({
    id: VIEW_BLOCK,
    type: 'collection_view',
    view_ids: [BOARD, TABLE],
    format: { collection_pointer: { id: ids.collectionId, table: 'collection' } },
    parent_id: ids.row('viewer'),
    parent_table: 'block',
    alive: true
  })
  map.collection_view = { [BOARD]: wrap(board), [TABLE]: wrap(table) }
  map.collection_query = { [ids.collectionId]: queries }
  map.collection = db.collection!
  for (const id of all) map.block![id] = db.block![id]
  return { data: buildSiteData(workspace, { now: NOW }), tags, open: open!, openToo: openToo! }
}

type Json = Record<string, unknown>
async function viewerBody() {
  const built = site()
  const body = (await postProps(built.data, '/article/viewer'))!.post.body!
  const blockMap = body.blockMap as unknown as Record<string, Record<string, Json>>
  const query = blockMap.collection_query![ids.collectionId] as Record<string, Json>
  const viewOf = (id: string) => (blockMap.collection_view![id] as { value: Json }).value
  const schema = (blockMap.collection![ids.collectionId] as { value: { schema: Json } }).value
    .schema as Record<string, { options?: { value: string }[] }>
  return { ...built, body, query, viewOf, schema }
}

describe('a grouped linked view of the blog database', () => {
  it("names no draft's tag or category, in its groups, results, filters or schema", async () => {
    const { body } = await viewerBody()
    const text = JSON.stringify(body)
    const leaks = [DRAFT_TAG, DRAFT_CATEGORY, ids.row('draft'), ids.row('locked')].filter((s) =>
      text.includes(s)
    )
    expect(leaks).toEqual([])
  })

  it('counts only the rows it shows', async () => {
    const { query, open, openToo } = await viewerBody()
    const board = query[BOARD] as Record<string, Json>
    expect(board['results:multi_select:film']).toMatchObject({
      blockIds: [open, openToo],
      total: 2
    })
    expect(board.board_columns).toEqual({
      type: 'groups',
      results: [{ value: { type: 'multi_select', value: 'film' }, total: 2 }]
    })
    expect(JSON.stringify(query).includes('aggregation')).toBe(false)
  })

  it('keeps the groups that hold a shown row, and the options shown rows use', async () => {
    const { viewOf, schema, tags } = await viewerBody()
    const board = viewOf(BOARD) as { type: string; format: { board_columns: Json[] } }
    expect(board.type).toBe('board')
    expect(board.format.board_columns.map((g) => (g.value as Json).value)).toEqual(['film'])
    const table = viewOf(TABLE) as { format: { collection_groups: Json[] } }
    expect(table.format.collection_groups.map((g) => (g.value as Json).value)).toEqual([
      'Photo',
      undefined
    ])
    expect(schema[tags]!.options!.map((o) => o.value).sort()).toEqual(['film', 'print'])
  })

  it('still draws as a board of the shown rows, counted', async () => {
    const { body, data } = await viewerBody()
    const html = await renderBodyHtml(body, publicConfigOf(data.config))
    expect(html.includes('notion-board-group-card')).toBe(true)
    expect(html.includes('<span class="notion-board-th-count">2</span>')).toBe(true)
    expect(html.includes('Open too')).toBe(true)
  })
})
