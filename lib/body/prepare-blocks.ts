/**
 * Build-time preparation of a post body for the one block renderer: prune the record map to the
 * page's tree, drop unknown block types (one warning per type per build), make every URL safe,
 * resolve page links, and render code (Prism) and TeX (KaTeX) so the browser runs neither.
 */
import type { ExtendedRecordMap } from 'notion-types'
import { log } from '@/lib/log'
import { raiseHeadings } from '@/lib/body/heading-levels'
import { isolateFailingBlocks } from '@/lib/body/isolate-failing-blocks'
import { EMBED_ALIASES, KNOWN_BLOCK_TYPES, prepareBlock } from '@/lib/body/prepare-block'
import { keepCollection } from '@/lib/body/prepare-collection'
import { pageAccess } from '@/lib/body/page-access'
import { keepPageStub, originShown, pageHref } from '@/lib/body/prepare-pages'
import { blockOf, isObject, PAGE_TYPES, tableOf, type BlockRecord } from '@/lib/body/record'
import { tableOfContents } from '@/lib/body/table-of-contents'
import type { PrepareContext, PrepareOptions, PreparedBlocks } from '@/lib/body/types'

export function prepareBlocks(
  recordMap: Partial<ExtendedRecordMap>,
  options: PrepareOptions
): PreparedBlocks {
  const rootId = options.rootId ?? Object.keys(tableOf(recordMap, 'block'))[0] ?? ''
  const ctx: PrepareContext = {
    src: recordMap,
    options,
    rootId,
    blocks: {},
    collection: {},
    collectionView: {},
    collectionQuery: {},
    users: {},
    customEmojis: {},
    code: {},
    equations: {},
    images: {},
    pageHrefs: {},
    open: new Set()
  }
  visit(rootId, ctx, true)
  const headingShift = raiseHeadings(ctx.blocks)
  const blockMap = {
    block: ctx.blocks,
    collection: ctx.collection,
    collection_view: ctx.collectionView,
    collection_query: ctx.collectionQuery,
    notion_user: ctx.users,
    custom_emojis: ctx.customEmojis,
    signed_urls: {},
    preview_images: {}
  }
  const prepared: PreparedBlocks = {
    rootId,
    blockMap,
    code: ctx.code,
    equations: ctx.equations,
    images: ctx.images,
    pageHrefs: ctx.pageHrefs,
    imageWidth: options.config.IMAGE_COMPRESS_WIDTH,
    toc: [],
    ...(headingShift ? { headingShift } : {})
  }
  isolateFailingBlocks(
    prepared,
    options.label ?? rootId,
    options.unavailableText ?? 'This block could not be shown.'
  )
  prepared.toc = tableOfContents(blockMap, rootId)
  return prepared
}

/**
 * Keep a block and its subtree; false when it is missing, unknown or unsafe (then dropped). A kept
 * block's `parent_id` becomes the block it was reached from, so parent chains always end at the
 * root: react-notion-x walks them (list numbering, tables), and a cycle there would never end.
 */
function visit(id: string, ctx: PrepareContext, isRoot = false, parentId?: string): boolean {
  // A block inside its own subtree (a synced block holding itself) would render forever.
  if (ctx.open.has(id)) return false
  if (ctx.blocks[id]) return true
  const found = blockOf(ctx.src, id)
  if (!found) return false
  const type = EMBED_ALIASES.has(found.type) ? 'embed' : found.type
  if (!KNOWN_BLOCK_TYPES.has(type)) {
    log.warnOnce(`block-type:${type}`, `Unsupported Notion block type "${type}" left out`)
    return false
  }
  const block = prepareBlock({ ...found, type, ...(parentId ? { parent_id: parentId } : {}) }, ctx)
  if (!block) return false
  if (isRoot) rootOnly(block)
  // Registered before the children so a cycle (a synced block inside itself) ends here.
  ctx.blocks[id] = { role: 'reader', value: block }
  if (PAGE_TYPES.has(type) && !isRoot) {
    // A child page or database is a link: its content is not part of this body. A locked or
    // hidden page is not linked by its id at all.
    if (pageAccess(id, ctx) !== 'public') {
      delete ctx.blocks[id]
      return false
    }
    delete block.content
    pageHref(id, ctx)
  } else if (Array.isArray(block.content)) {
    ctx.open.add(id)
    block.content = block.content.filter(
      (child) => typeof child === 'string' && visit(child, ctx, false, id)
    )
    ctx.open.delete(id)
  }
  if (type === 'collection_view' || type === 'collection_view_page') keepCollection(block, ctx)
  return followPointer(block, ctx)
}

/**
 * Synced references render their original, when the page it lives in may be shown; links-to-page
 * show the target's title.
 */
function followPointer(block: BlockRecord, ctx: PrepareContext): boolean {
  const field =
    block.type === 'transclusion_reference'
      ? 'transclusion_reference_pointer'
      : block.type === 'alias'
        ? 'alias_pointer'
        : null
  if (!field) return true
  const pointer = block.format?.[field]
  const target = isObject(pointer) && typeof pointer.id === 'string' ? pointer.id : null
  const ok =
    !!target &&
    (field === 'alias_pointer'
      ? keepPageStub(target, ctx)
      : originShown(target, ctx) && visit(target, ctx, false, block.id))
  if (!ok) delete ctx.blocks[block.id]
  return ok
}

/**
 * The rendered page shows only its body: drop row properties (a post row holds its password)
 * and its parent, so react-notion-x does not render it as a database row.
 */
function rootOnly(block: BlockRecord): void {
  block.properties = { title: block.properties?.title ?? [] }
  block.parent_table = 'space'
  delete block.parent_id
}
