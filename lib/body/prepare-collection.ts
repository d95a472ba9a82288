import { visibleQuery, visibleSchema, visibleView } from '@/lib/body/guard-collection'
import { keepImage } from '@/lib/body/prepare-media'
import { pageHref } from '@/lib/body/prepare-pages'
import { prepareRichText } from '@/lib/body/prepare-rich-text'
import {
  normaliseQuery,
  normaliseSchema,
  normaliseView,
  queryRowIds,
  shownProperties,
  type Schema
} from '@/lib/body/normalise-collection'
import { pageAccess } from '@/lib/body/page-access'
import { blockOf, isObject, tableOf, unwrap, type BlockRecord } from '@/lib/body/record'
import type { PrepareContext } from '@/lib/body/types'

/**
 * Keep what a database block's views read: the collection, its views, their query results and
 * the row pages (the properties some view shows and the card cover, no content), all normalised
 * so react-notion-x draws them whatever shape Notion sent. Rows link through `mapPageUrl`; rows
 * of the site's own database that a visitor may not see are left out.
 */
export function keepCollection(block: BlockRecord, ctx: PrepareContext): void {
  const pointer = block.format?.collection_pointer
  const collectionId =
    block.collection_id ?? (isObject(pointer) ? String(pointer.id ?? '') : undefined)
  if (!collectionId) return
  const collection = unwrap<Record<string, unknown> & { id: string }>(
    tableOf(ctx.src, 'collection')[collectionId]
  )
  if (!collection) return
  const schema = withoutColumns(normaliseSchema(collection.schema), collectionId, ctx)
  const guarded = ctx.options.guardedCollection?.(collectionId) ?? false
  const queries = ctx.src.collection_query?.[collectionId] ?? {}
  const views: string[] = []
  for (const viewId of Array.isArray(block.view_ids) ? block.view_ids : []) {
    const view = unwrap<Record<string, unknown> & { id: string }>(
      tableOf(ctx.src, 'collection_view')[viewId]
    )
    if (!view) continue
    const raw = (queries as Record<string, unknown>)[viewId] ?? {
      blockIds: rowsOf(collectionId, ctx)
    }
    // The view is shaped first (it decides which properties show), then only shown rows kept.
    const drawn = normaliseView(
      view,
      schema,
      normaliseQuery(raw, () => true)
    )
    for (const id of queryRowIds(raw)) keepRow(id, shownProperties(drawn, schema), ctx)
    const query = normaliseQuery(raw, (id) => isRow(id, ctx))
    const shown = guarded ? visibleView(drawn, visibleQuery(query)) : { view: drawn, query }
    ;(ctx.collectionQuery[collectionId] ??= {})[viewId] = shown.query
    // Without its hidden groups, a view may no longer draw as it was (a board left no column).
    const value = guarded ? normaliseView(shown.view, schema, shown.query) : drawn
    ctx.collectionView[viewId] = { role: 'reader', value }
    views.push(viewId)
  }
  block.view_ids = views
  const kept = guarded ? visibleSchema(schema, keptRows(collectionId, ctx)) : schema
  ctx.collection[collectionId] = { role: 'reader', value: { ...collection, schema: kept } }
}

/** The source records of the rows of a collection this body keeps (full properties). */
function keptRows(collectionId: string, ctx: PrepareContext): BlockRecord[] {
  return Object.keys(ctx.blocks).flatMap((id) => {
    const row = ctx.blocks[id]?.value
    const source = row?.type === 'page' && row.parent_id === collectionId && blockOf(ctx.src, id)
    return source ? [source] : []
  })
}

const isRow = (id: string, ctx: PrepareContext) => ctx.blocks[id]?.value.type === 'page'

/** A schema without the columns no view of this database may show (the site's password). */
function withoutColumns(schema: Schema, collectionId: string, ctx: PrepareContext): Schema {
  const hidden = new Set(
    (ctx.options.hiddenColumns?.(collectionId) ?? []).map((name) => name.trim().toLowerCase())
  )
  if (!hidden.size) return schema
  return Object.fromEntries(
    Object.entries(schema).filter(
      ([id, spec]) =>
        id === 'title' ||
        !hidden.has(
          String(spec.name ?? '')
            .trim()
            .toLowerCase()
        )
    )
  )
}

/** Rows of a collection present in the record map, for a view Notion sent no result for. */
function rowsOf(collectionId: string, ctx: PrepareContext): string[] {
  return Object.keys(tableOf(ctx.src, 'block')).filter((id) => {
    const row = blockOf(ctx.src, id)
    return row?.parent_table === 'collection' && row.parent_id === collectionId
  })
}

function keepRow(id: string, shown: ReadonlySet<string>, ctx: PrepareContext): void {
  const row = blockOf(ctx.src, id)
  if (!row || pageAccess(id, ctx) !== 'public') return
  const kept = ctx.blocks[id]?.value
  const properties: Record<string, unknown> = { ...kept?.properties }
  const source = isObject(row.properties) ? row.properties : {}
  for (const [k, v] of Object.entries(source)) {
    if (shown.has(k) && !(k in properties)) properties[k] = prepareRichText(v, id, ctx)
  }
  if (kept) {
    kept.properties = properties
    return
  }
  pageHref(id, ctx)
  const format: Record<string, unknown> = {}
  for (const key of ['page_icon', 'page_cover', 'page_cover_position']) {
    if (row.format?.[key] !== undefined) format[key] = row.format[key]
  }
  if (typeof format.page_cover === 'string' && !keepImage(row, format.page_cover, ctx)) {
    delete format.page_cover
  }
  ctx.blocks[id] = {
    role: 'reader',
    value: {
      id,
      type: row.type,
      properties,
      format,
      parent_id: row.parent_id,
      parent_table: row.parent_table
    }
  }
}
