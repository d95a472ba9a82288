/**
 * Database data as react-notion-x can draw it, whatever shape Notion sent. Its views destructure
 * every group's value, index the schema by each property a view names, format date groups and
 * read rows from fixed result keys, so valid Notion data throws or shows nothing: a "No value"
 * group that arrives with no `value`, a view naming a deleted property, a grouped view whose
 * per-group results are absent, a view with no query result. Here each view is reduced to what
 * the drawing code expects; views it cannot draw (calendar, timeline) become tables of the same
 * rows, and a grouping that cannot be honoured is dropped so the rows still show.
 */
import { isObject } from '@/lib/body/record'

type Json = Record<string, unknown>
export type Schema = Record<string, Json>

/** Format keys holding `{ property, visible }` lists, per view type. */
const PROPERTY_LISTS = [
  'table_properties',
  'list_properties',
  'gallery_properties',
  'board_properties',
  'calendar_properties',
  'timeline_properties',
  'timeline_table_properties'
]
const GROUP_LISTS = ['collection_groups', 'board_columns', 'board_groups2']
const DRAWN_TYPES = new Set(['table', 'list', 'gallery', 'board'])

/** The schema with malformed properties removed and a title property guaranteed. */
export function normaliseSchema(schema: unknown): Schema {
  const out: Schema = {}
  if (isObject(schema)) {
    for (const [id, spec] of Object.entries(schema)) {
      if (isObject(spec) && typeof spec.type === 'string') out[id] = spec
    }
  }
  out.title ??= { name: 'Name', type: 'title' }
  return out
}

const hasProperty = (schema: Schema, item: unknown): item is Json =>
  isObject(item) && typeof item.property === 'string' && item.property in schema

/** A group's `{ type, value }`: a missing or malformed one is the "No value" group. */
function groupValue(value: unknown, propertyType: string): Json {
  if (!isObject(value)) return { type: propertyType }
  const out: Json = { ...value, type: typeof value.type === 'string' ? value.type : propertyType }
  const inner = out.value
  const range = isObject(inner) && 'range' in inner ? inner.range : undefined
  const badRange =
    range !== undefined &&
    !(
      isObject(range) &&
      (typeof range.start_date === 'string' || typeof range.end_date === 'string')
    )
  if (inner === null || badRange || (isObject(inner) && !('range' in inner) && !('value' in inner)))
    delete out.value
  return out
}

function groupList(list: unknown, schema: Schema): Json[] {
  if (!Array.isArray(list)) return []
  return list
    .filter((item) => hasProperty(schema, item))
    .map((item) => ({
      ...item,
      value: groupValue(item.value, String(schema[String(item.property)]?.type ?? 'text'))
    }))
}

/** The `results:<type>:<label>` key react-notion-x reads for a group (mirrors its own rule). */
export function groupResultKey(group: Json): string {
  const value = isObject(group.value) ? group.value : {}
  const inner = value.value
  if (inner === undefined) return `results:${String(value.type)}:uncategorized`
  if (isObject(inner) && isObject(inner.range)) {
    const range = inner.range
    return `results:${String(value.type)}:${String(range.start_date ?? range.end_date)}`
  }
  const label = isObject(inner) ? inner.value : inner
  return `results:${String(value.type)}:${String(label ?? inner)}`
}

function dropGrouping(format: Json): void {
  delete format.collection_group_by
  delete format.collection_groups
}

/** Which of a view's properties a table made from a calendar or timeline shows. */
function tableProperties(format: Json, schema: Schema): Json[] {
  for (const key of ['timeline_table_properties', 'calendar_properties', 'timeline_properties']) {
    const list = format[key]
    if (Array.isArray(list) && list.length) return list as Json[]
  }
  return Object.keys(schema).map((property) => ({ property, visible: true }))
}

/**
 * A view's value ready to draw against `schema` and its (already normalised) query result.
 * Returns the view to store; never mutates its input.
 */
export function normaliseView(view: Json, schema: Schema, query: Json): Json {
  const format: Json = isObject(view.format) ? { ...view.format } : {}
  let type = typeof view.type === 'string' ? view.type : 'table'
  for (const key of PROPERTY_LISTS) {
    if (Array.isArray(format[key]))
      format[key] = (format[key] as unknown[]).filter((item) => hasProperty(schema, item))
  }
  for (const key of ['gallery_cover', 'board_cover']) {
    const cover = format[key]
    if (isObject(cover) && cover.type === 'property' && !hasProperty(schema, cover))
      delete format[key]
  }
  for (const key of GROUP_LISTS) if (key in format) format[key] = groupList(format[key], schema)

  if (Array.isArray(format.table_properties)) {
    // Notion never hides a table's title column, whatever its list says.
    const list = format.table_properties as Json[]
    const title = list.find((item) => item.property === 'title')
    format.table_properties = [
      { ...title, property: 'title', visible: true },
      ...list.filter((item) => item !== title)
    ]
  }
  if (!DRAWN_TYPES.has(type)) {
    format.table_properties = tableProperties(format, schema)
    dropGrouping(format)
    type = 'table'
  }
  if (type === 'board') {
    const by = format.board_columns_by
    const groups = (format.board_columns ?? format.board_groups2) as Json[] | undefined
    const drawable =
      isObject(by) &&
      typeof by.property === 'string' &&
      by.property in schema &&
      groups?.length &&
      isObject(query.board_columns) &&
      groups.some((group) => groupResultKey(group) in query)
    if (!drawable) {
      // A board with no usable columns draws nothing: show its cards as a gallery instead.
      type = 'gallery'
      format.gallery_properties ??= format.board_properties
      format.gallery_cover ??= format.board_cover
    }
  }
  if (format.collection_group_by !== undefined) {
    const groups = format.collection_groups as Json[] | undefined
    const usable =
      hasProperty(schema, format.collection_group_by) &&
      groups?.length &&
      groups.some((group) => groupResultKey(group) in query)
    if (!usable) dropGrouping(format)
  }
  return { ...view, type, format }
}

const idsOf = (reducer: unknown): string[] =>
  isObject(reducer) && Array.isArray(reducer.blockIds)
    ? reducer.blockIds.filter((id): id is string => typeof id === 'string')
    : []

/** Every row id a query result names, in its order, whatever its shape. */
export function queryRowIds(query: unknown): string[] {
  if (!isObject(query)) return []
  const ids = new Set<string>(idsOf(query))
  for (const value of Object.values(query)) for (const id of idsOf(value)) ids.add(id)
  return [...ids]
}

/**
 * A query result that names only rows kept (`isKept`), always with `collection_group_results`
 * (from the legacy `blockIds` or the per-group results when Notion sent none).
 */
export function normaliseQuery(query: unknown, isKept: (id: string) => boolean): Json {
  const out: Json = {}
  if (isObject(query)) {
    for (const [key, value] of Object.entries(query)) {
      if (key === 'blockIds') continue
      if (isObject(value) && Array.isArray(value.blockIds))
        out[key] = { ...value, blockIds: idsOf(value).filter(isKept) }
      else if (isObject(value) && Array.isArray(value.results))
        out[key] = { ...value, results: value.results.filter(isObject) }
      else if (isObject(value)) out[key] = value
    }
  }
  if (!isObject(out.collection_group_results)) {
    out.collection_group_results = {
      type: 'results',
      blockIds: queryRowIds(query).filter(isKept),
      hasMore: false
    }
  }
  return out
}

/**
 * Property ids a drawn view shows: its visible property lists, its cover property and the title.
 * A table with no list shows every column, as Notion does.
 */
export function shownProperties(view: Json, schema: Schema): Set<string> {
  const format = isObject(view.format) ? view.format : {}
  const shown = new Set(['title'])
  if (view.type === 'table' && !Array.isArray(format.table_properties))
    return new Set(Object.keys(schema))
  for (const key of PROPERTY_LISTS) {
    const list = format[key]
    if (!Array.isArray(list)) continue
    for (const item of list)
      if (hasProperty(schema, item) && item.visible !== false) shown.add(String(item.property))
  }
  for (const key of ['gallery_cover', 'board_cover']) {
    const cover = format[key]
    if (hasProperty(schema, cover)) shown.add(String(cover.property))
  }
  return shown
}
