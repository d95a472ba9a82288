import type { TocItem } from '@/lib/body/types'
import { CONSTANTS } from '@/conf/constants'
import { type RecordMapLike, blockOf } from '@/lib/body/record'
import { plainText } from '@/lib/body/rich-text'

const HEADING_LEVEL: Readonly<Record<string, number>> = {
  header: 0,
  sub_header: 1,
  sub_sub_header: 2
}
/** Headings inside these still belong to the page's outline. */
const TRANSPARENT = new Set(['column_list', 'column', 'transclusion_container'])

/**
 * Headings among a page's children, each nested one level under the previous higher-level
 * heading at most: an h3 straight after an h1 is indent 1, not 2.
 */
export function tableOfContents(map: RecordMapLike, pageId: string): TocItem[] {
  const headings: { id: string; text: string; level: number }[] = []
  const walk = (ids: readonly string[] | undefined) => {
    for (const id of ids ?? []) {
      const block = blockOf(map, id)
      if (!block) continue
      const level = HEADING_LEVEL[block.type]
      if (level !== undefined)
        headings.push({ id, text: plainText(block.properties?.title), level })
      else if (TRANSPARENT.has(block.type)) walk(block.content)
    }
  }
  walk(blockOf(map, pageId)?.content)
  return nestHeadings(headings)
}

/** Nest levels relative to the previous higher-level heading (a stack of open levels). */
export function nestHeadings(headings: { id: string; text: string; level: number }[]): TocItem[] {
  const stack: { level: number; indent: number }[] = []
  return headings.map(({ id, text, level }) => {
    while (stack.length && (stack[stack.length - 1]?.level ?? -1) >= level) stack.pop()
    const indent = stack.length ? (stack[stack.length - 1]?.indent ?? -1) + 1 : 0
    stack.push({ level, indent })
    return { id, text, indent }
  })
}

/** A table of contents is shown from TOC_MIN_ITEMS headings. */
export const showToc = (toc: readonly TocItem[]): boolean => toc.length >= CONSTANTS.TOC_MIN_ITEMS
