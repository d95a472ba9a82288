import type { BlockRecord } from '@/lib/body/record'

/** Notion's three heading types, largest first; the block renderer draws them as h2 to h4. */
const HEADING_TYPES = ['header', 'sub_header', 'sub_sub_header'] as const

/**
 * Raise a body's headings so its largest one is a Notion heading 1: under the page title's h1,
 * a body written with only heading 2 and 3 would jump from h1 to h3, which screen readers
 * announce as a missing level. Returns how many levels they moved (0 to 2), so the renderer can
 * keep their printed sizes. Works on the pruned map's own block copies.
 */
export function raiseHeadings(blocks: Record<string, { value: BlockRecord }>): number {
  const levelOf = (block: BlockRecord) => HEADING_TYPES.findIndex((type) => type === block.type)
  const headings = Object.values(blocks)
    .map((record) => record.value)
    .filter((block) => levelOf(block) >= 0)
  if (!headings.length) return 0
  const shift = Math.min(...headings.map(levelOf))
  if (shift <= 0) return 0
  for (const block of headings) block.type = HEADING_TYPES[levelOf(block) - shift] ?? block.type
  return shift
}
