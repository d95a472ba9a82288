import type { ExtendedRecordMap } from 'notion-types'
import { routeParts } from '@/lib/body/block-parts'
import { groupLists } from '@/lib/body/list-groups'
import { PAGE_TYPES, blockOf } from '@/lib/body/record'
import type { PreparedBlocks } from '@/lib/body/types'

export interface BodyRoot {
  recordMap: ExtendedRecordMap
  /** The block to hand react-notion-x: a container of the page's blocks, not the page. */
  blockId: string
  /** The classes react-notion-x gives a page (width, small text), for our own wrapper. */
  pageClasses: string
}

/**
 * react-notion-x renders a top-level page as a `<main>`, yet a body is never the page's main
 * content on its own: it sits in a theme's `<main>`, or in a notice card or a preview on a list,
 * and a page may hold only one main landmark. So the renderer starts from a synthetic synced-block
 * container holding the page's blocks: it renders as a `<div>`, and the blocks keep their real
 * parent, the page, which table-of-contents blocks and heading levels look up. Lists are grouped
 * for our list part (lib/body/list-groups), headings and captioned images routed to our parts
 * (lib/body/block-parts).
 */
export function bodyRoot(body: PreparedBlocks): BodyRoot {
  const root = rootOf(body)
  const routed = routeParts(root.recordMap.block, root.blockId)
  return {
    ...root,
    recordMap: { ...root.recordMap, block: routed.blocks } as ExtendedRecordMap,
    blockId: routed.rootKey
  }
}

function rootOf(body: PreparedBlocks): BodyRoot {
  const page = blockOf(body.blockMap, body.rootId)
  // The pruned map is a record map in all but its looser TypeScript type.
  const recordMap = body.blockMap as unknown as ExtendedRecordMap
  if (!page || !PAGE_TYPES.has(page.type))
    return {
      recordMap: { ...recordMap, block: groupLists(recordMap.block) } as ExtendedRecordMap,
      blockId: body.rootId,
      pageClasses: ''
    }
  const blockId = `${body.rootId}-body`
  const container = { id: blockId, type: 'transclusion_container', content: page.content ?? [] }
  const format = page.format ?? {}
  const pageClasses = [
    format.page_full_width ? 'notion-full-width' : '',
    format.page_small_text ? 'notion-small-text' : ''
  ]
  return {
    recordMap: {
      ...recordMap,
      block: groupLists({ ...recordMap.block, [blockId]: { role: 'reader', value: container } })
    } as ExtendedRecordMap,
    blockId,
    pageClasses: pageClasses.filter(Boolean).join(' ')
  }
}
