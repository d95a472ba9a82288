/**
 * A view of a guarded database (a blog database, some of whose rows a body may not show) as a
 * visitor may see it. Notion sends a view's results for every row: group lists with counts, a
 * count per group, per-group row lists, and a schema with every option any row ever used. Here
 * they name and count only the rows kept, groups without a kept row are gone, and so are the
 * view's filters (which may name a hidden row's tag; the renderer does not read them).
 */
import { groupResultKey, type Schema } from '@/lib/body/normalise-collection'
import { isObject } from '@/lib/body/record'
import { plainText } from '@/lib/body/rich-text'

type Json = Record<string, unknown>

const GROUP_LISTS = ['collection_groups', 'board_columns', 'board_groups2']
const OPTION_TYPES = new Set(['select', 'multi_select', 'status'])

const keptIds = (entry: unknown): string[] =>
  isObject(entry) && Array.isArray(entry.blockIds)
    ? entry.blockIds.filter((id): id is string => typeof id === 'string')
    : []

/**
 * A normalised query result (its row lists already cut to the kept rows) with only those lists,
 * each one's `total` recounted; an empty group's list (its key names the group's value),
 * aggregations and group lists, which count every row, are dropped.
 */
export function visibleQuery(query: Json): Json {
  const out: Json = {}
  for (const [key, entry] of Object.entries(query)) {
    if (!isObject(entry) || !Array.isArray(entry.blockIds)) continue
    if (key !== 'collection_group_results' && keptIds(entry).length === 0) continue
    const { aggregationResult, total, ...rest } = entry
    void aggregationResult
    out[key] = { ...rest, ...(total === undefined ? {} : { total: keptIds(entry).length }) }
  }
  return out
}

/**
 * A view holding only the groups with a kept row (in `query`, from visibleQuery), no filters, and
 * for a board the column list react-notion-x reads, rebuilt from those groups and their counts.
 */
export function visibleView(view: Json, query: Json): { view: Json; query: Json } {
  const { query: _query, query2, ...rest } = view
  void [_query, query2]
  const format: Json = isObject(view.format) ? { ...view.format } : {}
  delete format.property_filters
  const count = (group: Json) => keptIds(query[groupResultKey(group)]).length
  for (const key of GROUP_LISTS) {
    const list = format[key]
    if (Array.isArray(list))
      format[key] = list.filter((g): g is Json => isObject(g) && count(g) > 0)
  }
  const columns = (format.board_columns ?? format.board_groups2) as Json[] | undefined
  const out = { ...query }
  if (view.type === 'board' && columns)
    out.board_columns = {
      type: 'groups',
      results: columns.map((group) => ({ value: group.value, total: count(group) }))
    }
  return { view: { ...rest, format }, query: out }
}

/** The schema with each select, multi-select and status column's options cut to those `rows` use. */
export function visibleSchema(schema: Schema, rows: readonly Json[]): Schema {
  const out: Schema = {}
  for (const [id, spec] of Object.entries(schema)) {
    if (!OPTION_TYPES.has(String(spec.type)) || !Array.isArray(spec.options)) {
      out[id] = spec
      continue
    }
    const used = new Set(rows.flatMap((row) => valuesOf(row, id, spec.type === 'multi_select')))
    const options = spec.options.filter(
      (o): o is Json => isObject(o) && used.has(String(o.value ?? o.name ?? ''))
    )
    const kept = new Set(options.map((o) => o.id))
    const groups = Array.isArray(spec.groups)
      ? {
          groups: spec.groups.filter(isObject).map((g) => ({
            ...g,
            optionIds: Array.isArray(g.optionIds) ? g.optionIds.filter((o) => kept.has(o)) : []
          }))
        }
      : {}
    out[id] = { ...spec, options, ...groups }
  }
  return out
}

function valuesOf(row: Json, property: string, multi: boolean): string[] {
  const properties = isObject(row.properties) ? row.properties : {}
  const text = plainText(properties[property])
  return (multi ? text.split(',') : [text]).map((v) => v.trim()).filter(Boolean)
}
