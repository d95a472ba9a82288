/**
 * The sizes of a post cover a gallery shows: a grid tile, the full lightbox image and a tiny
 * placeholder shown blurred while the full one loads. Covers from Notion or Unsplash are resized
 * through the image mapping; a site-path `.webp` cover (the bundled demo) has its sizes beside it
 * as `<name>-800.webp` and `<name>-24.webp`, the file itself being 1200 wide.
 */
import { CONSTANTS } from '@/conf/constants'
import { mapImageUrl } from '@/lib/body/image-url'
import { withBasePath } from '@/lib/base-path'

export interface CoverImages {
  /** About 800 wide, for grid tiles. */
  thumbnail: string
  /** 1200 wide, quality 85, webp. */
  full: string
  /** A few pixels wide, to blur while `full` loads. */
  placeholder: string
}

const SITE_WEBP = /^\/(?!\/)[^?#]*\.webp$/

/** The site-path variant of a `.webp` cover at a width the demo ships (800 or 24), as served. */
export function siteCoverVariant(cover: string, width: 24 | 800): string | null {
  return SITE_WEBP.test(cover) ? withBasePath(cover.replace(/\.webp$/, `-${width}.webp`)) : null
}

/** The three sizes of a cover, or null when it has none that can be shown. */
export function coverImages(cover: string | null, blockId?: string | null): CoverImages | null {
  const { width: fullWidth, quality, format } = CONSTANTS.MODAL_IMAGE
  const at = (width: number) =>
    mapImageUrl(cover, { width, quality, format, blockId: blockId ?? null })
  const full = at(fullWidth)
  if (!cover || !full) return null
  return {
    thumbnail: siteCoverVariant(cover, 800) ?? at(800) ?? full,
    full,
    placeholder: siteCoverVariant(cover, 24) ?? at(24) ?? full
  }
}

/**
 * How a list's cover image loads: the first is likely the page's largest paint, so it loads at
 * once and first; the rest wait until they near the viewport.
 */
export function coverLoading(index: number): {
  loading: 'eager' | 'lazy'
  fetchPriority?: 'high'
} {
  return index === 0 ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' }
}
