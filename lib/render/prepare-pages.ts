import { blockOf, PAGE_TYPES, toUuid } from './record'
import type { PrepareContext } from './types'

/** Href of a workspace page, asked once per page; the renderer reads it from `pageHrefs`. */
export function pageHref(pageId: string, ctx: PrepareContext): string | null {
  const id = toUuid(pageId) ?? pageId
  if (!(id in ctx.pageHrefs)) ctx.pageHrefs[id] = ctx.options.mapPageUrl(id)
  return ctx.pageHrefs[id] ?? null
}

/**
 * Keep a linked page as a stub (title and icon, no content) so a mention or link-to-page can
 * show its title. False when the page is not in the record map.
 */
export function keepPageStub(pageId: string, ctx: PrepareContext): boolean {
  const id = toUuid(pageId) ?? pageId
  if (ctx.blocks[id]) {
    pageHref(id, ctx)
    return true
  }
  const page = blockOf(ctx.src, id)
  if (!page || !PAGE_TYPES.has(page.type)) return false
  pageHref(id, ctx)
  const icon = page.format?.page_icon
  ctx.blocks[id] = {
    role: 'reader',
    value: {
      id,
      type: page.type,
      properties: { title: plainTitle(page.properties?.title) },
      ...(typeof icon === 'string' && !/^\s*(javascript|data):/i.test(icon)
        ? { format: { page_icon: icon } }
        : {}),
      ...(page.collection_id ? { collection_id: page.collection_id } : {}),
      parent_id: page.parent_id,
      parent_table: page.parent_table
    }
  }
  return true
}

/** A stub's title without marks: a mention's own title never carries links. */
function plainTitle(value: unknown): [string][] {
  if (!Array.isArray(value)) return []
  return value
    .map((s) => (Array.isArray(s) && typeof s[0] === 'string' && s[0] !== '‣' ? s[0] : ''))
    .filter(Boolean)
    .map((t) => [t])
}
