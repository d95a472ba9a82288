import { isNotionHostedImage, mapImageUrl } from '@/lib/body/image-url'
import { safeResourceUrl } from '@/lib/body/safe-url'
import type { Cell } from '@/lib/content/row-properties'

/** Wide enough for a 1200×630 share card. */
const SHARE_WIDTH = 1200

/**
 * The owner's own share picture of a row, from its column (a file column's first file, a URL
 * column, or text): an http(s) URL or a site path, else null. A file Notion stores goes through
 * Notion's image proxy, an address that does not expire; a locked post's is left out, since that
 * address names the page.
 */
export function shareImageOf(cell: Cell | null, pageId: string, locked: boolean): string | null {
  const raw = (cell?.link ?? cell?.text ?? '').trim()
  if (!raw) return null
  if (isNotionHostedImage(raw))
    return locked ? null : mapImageUrl(raw, { blockId: pageId, width: SHARE_WIDTH })
  return safeResourceUrl(raw)
}
