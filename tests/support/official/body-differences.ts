import type { ExtendedRecordMap } from 'notion-types'
import { prepareBlocks } from '@/lib/body/prepare-blocks'
import type { PreparedBlocks } from '@/lib/body/types'
import { valueOf } from '@/scripts/mock-notion/mock-store'

/** A post body prepared for the renderer, as a build prepares it. */
export const preparedBody = (map: ExtendedRecordMap, rootId: string): PreparedBlocks =>
  prepareBlocks(map, {
    config: { IMAGE_COMPRESS_WIDTH: 800 },
    rootId,
    mapPageUrl: (page) => `/page/${page}`
  })

interface Value {
  type?: string
  properties?: Record<string, unknown>
  format?: Record<string, unknown>
  content?: unknown
}

/** `false` and absent say the same in a block's format (a header row that is off). */
const json = (value: unknown) => (value === false ? undefined : JSON.stringify(value))

/**
 * The fields by which two prepared bodies differ, each as `<block type> <field>` (the first
 * body's type): what the renderer would draw differently, or could.
 */
export function bodyDifferences(a: PreparedBlocks, b: PreparedBlocks): string[] {
  const out = new Set<string>()
  const blocksA = a.blockMap.block as Record<string, unknown>
  const blocksB = b.blockMap.block as Record<string, unknown>
  for (const id of new Set([...Object.keys(blocksA), ...Object.keys(blocksB)])) {
    const x = valueOf(blocksA[id]) as Value | undefined
    const y = valueOf(blocksB[id]) as Value | undefined
    if (!x || !y) {
      out.add(
        `${(x ?? y)?.type} ${x ? 'missing from the official source' : 'only in the official source'}`
      )
      continue
    }
    if (x.type !== y.type) out.add(`${x.type} read as ${y.type}`)
    for (const field of ['properties', 'format'] as const)
      for (const key of new Set([...Object.keys(x[field] ?? {}), ...Object.keys(y[field] ?? {})]))
        if (json(x[field]?.[key]) !== json(y[field]?.[key])) out.add(`${x.type} ${field}.${key}`)
    if (json(x.content ?? []) !== json(y.content ?? [])) out.add(`${x.type} content`)
  }
  for (const part of ['collection', 'collection_view', 'collection_query'] as const)
    if (json(a.blockMap[part]) !== json(b.blockMap[part])) out.add(`database ${part}`)
  for (const part of ['code', 'equations', 'images', 'pageHrefs'] as const)
    if (json(a[part]) !== json(b[part])) out.add(`prepared ${part}`)
  return [...out]
}
