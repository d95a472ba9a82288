import type { PreparedBlocks } from '@/lib/body/types'

/** A block record as Notion sends it, for hand-made bodies. */
export const blockRecord = (id: string, type: string, extra: Record<string, unknown> = {}) => ({
  role: 'reader',
  value: { id, type, ...extra }
})

/** A prepared body of these records (root `p`), with nothing prepared beside them. */
export function preparedBody(
  blockMap: Record<string, unknown>,
  parts: Partial<PreparedBlocks> = {}
): PreparedBlocks {
  return {
    rootId: 'p',
    blockMap,
    code: {},
    equations: {},
    images: {},
    pageHrefs: {},
    imageWidth: 800,
    toc: [],
    ...parts
  } as unknown as PreparedBlocks
}
