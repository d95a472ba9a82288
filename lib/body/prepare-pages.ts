import { pageAccess } from '@/lib/body/page-access'
import { blockOf, PAGE_TYPES, tableOf, toUuid, unwrap, type BlockRecord } from '@/lib/body/record'
import type { PrepareContext } from '@/lib/body/types'

/**
 * Href of a workspace page, asked once per page; the renderer reads it from `pageHrefs`, keyed by
 * page id, so a locked or hidden page's href is returned but never recorded there.
 */
export function pageHref(pageId: string, ctx: PrepareContext): string | null {
  const id = toUuid(pageId) ?? pageId
  const access = pageAccess(id, ctx)
  if (access === 'hidden') return null
  if (access === 'locked') return ctx.options.mapPageUrl(id)
  if (!(id in ctx.pageHrefs)) ctx.pageHrefs[id] = ctx.options.mapPageUrl(id)
  return ctx.pageHrefs[id] ?? null
}

/**
 * A mention of a locked page as plain linked text (its title and address, no id); null when
 * the page may not be mentioned at all (hidden, or not in the record map).
 */
export function lockedMention(
  pageId: string,
  ctx: PrepareContext
): [string, [['a', string]]?] | null {
  const id = toUuid(pageId) ?? pageId
  if (pageAccess(id, ctx) !== 'locked') return null
  const title = plainTitle(blockOf(ctx.src, id)?.properties?.title)
    .map(([t]) => t)
    .join('')
  const href = ctx.options.mapPageUrl(id)
  if (!title) return null
  return href ? [title, [['a', href]]] : [title]
}

/**
 * Keep a linked page as a stub (title and icon, no content) so a mention or link-to-page can
 * show its title. False when the page is not in the record map.
 */
export function keepPageStub(pageId: string, ctx: PrepareContext): boolean {
  const id = toUuid(pageId) ?? pageId
  if (pageAccess(id, ctx) !== 'public') return false
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

/**
 * Whether a block from elsewhere (a synced block's original) may be shown: every block above it,
 * up to this body's page or as far as the record map goes, is public. The first ancestor the map
 * lacks is asked too: an original straight under a draft row names that row as its parent.
 */
export function originShown(blockId: string, ctx: PrepareContext): boolean {
  const seen = new Set<string>()
  let id: string | undefined = blockId
  while (id && !seen.has(id)) {
    if (id === ctx.rootId) return true
    seen.add(id)
    if (pageAccess(id, ctx) !== 'public') return false
    const record: BlockRecord | undefined = unwrap(tableOf(ctx.src, 'block')[id])
    id = record?.parent_table === 'block' ? record.parent_id : undefined
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
