/**
 * Image URL mapping, pure so themes reuse it for covers and server and browser agree:
 * Notion-hosted files go through Notion's image proxy at a bounded width, Unsplash gets quality,
 * width and format, site paths (the bundled demo) get the base path, anything else stays.
 */
import { CONSTANTS } from '@/conf/constants'
import { safeResourceUrl } from '@/lib/body/safe-url'
import { withBasePath } from '@/lib/base-path'

export const NOTION_IMAGE_PROXY = 'https://www.notion.so/image/'

export interface ImageUrlOptions {
  /** Block (or page) the file belongs to: the proxy checks access against it. */
  blockId?: string | null
  /** Requested width in CSS pixels (block width or IMAGE_COMPRESS_WIDTH). */
  width: number
  /** Unsplash quality, 1-100. */
  quality?: number
  /** Unsplash format. */
  format?: 'webp' | 'jpg' | 'png' | 'avif'
}

const NOTION_FILE_HOSTS = [
  'secure.notion-static.com',
  's3-us-west-2.amazonaws.com',
  'prod-files-secure.s3.us-west-2.amazonaws.com',
  'file.notion.so'
]

/** True for files stored by Notion (attachment:, Notion's S3 buckets, file.notion.so). */
export function isNotionHostedImage(url: string): boolean {
  if (url.startsWith('attachment:')) return true
  if (url.includes('secure.notion-static.com') || url.includes('prod-files-secure')) return true
  try {
    const host = new URL(url).hostname
    return NOTION_FILE_HOSTS.includes(host)
  } catch {
    return false
  }
}

/** True for an already proxied URL (www.notion.so/image/..., notion.so/image, app.notion.com). */
export function isNotionProxyUrl(url: string): boolean {
  return /^https?:\/\/(www\.)?(notion\.so|app\.notion\.com)\/image\//.test(url)
}

const UNSPLASH = /^https?:\/\/images\.unsplash\.com\//

/** Map any image URL to what the page should load, or null when it cannot be shown. */
export function mapImageUrl(
  raw: string | null | undefined,
  options: ImageUrlOptions
): string | null {
  if (!raw) return null
  const width = String(Math.round(options.width))
  if (isNotionProxyUrl(raw)) return withParams(raw, { width })
  if (isNotionHostedImage(raw)) {
    const params = new URLSearchParams({ table: 'block', id: options.blockId ?? '', cache: 'v2' })
    if (!options.blockId) params.delete('id')
    params.set('width', width)
    return `${NOTION_IMAGE_PROXY}${encodeURIComponent(raw.split('?')[0] ?? raw)}?${params}`
  }
  const url = safeResourceUrl(raw)
  if (!url || url.startsWith('/')) return url && withBasePath(url)
  if (UNSPLASH.test(url)) {
    const format = options.format ?? 'webp'
    return withParams(url, {
      q: String(options.quality ?? 50),
      width,
      w: width,
      fmt: format,
      fm: format
    })
  }
  return url
}

/** The same image at another width (the zoomed-in source), when the URL carries a width. */
export function resizeImageUrl(url: string, width: number): string {
  if (!/[?&](width|w)=/.test(url)) return url
  const w = String(Math.round(width))
  const params: Record<string, string> = {}
  if (/[?&]width=/.test(url)) params.width = w
  if (/[?&]w=/.test(url)) params.w = w
  return withParams(url, params)
}

/**
 * A `srcset` of a mapped image over IMAGE_WIDTHS, when its host resizes on request (Notion's image
 * proxy, Unsplash); undefined for any other image, whose one size is all there is.
 */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  if (!url || !(isNotionProxyUrl(url) || UNSPLASH.test(url)) || !/[?&](width|w)=/.test(url))
    return undefined
  // A comma would end a candidate: %2C means the same to either host.
  const at = (w: number) => resizeImageUrl(url, w).replace(/,/g, '%2C')
  return CONSTANTS.IMAGE_WIDTHS.map((w) => `${at(w)} ${w}w`).join(', ')
}

/** `sizes` of an image shown at most `width` CSS pixels wide, and narrower on a narrow screen. */
export const imageSizes = (width: number) => `(max-width: ${width}px) 100vw, ${width}px`

/**
 * A stable cache key for a proxied URL: protocol, www, hash and query removed, so the same image
 * asked at several widths or through notion.so and www.notion.so is one entry.
 */
export function imageCacheKey(url: string): string {
  return url
    .replace(/^[a-z]+:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/#.*$/, '')
    .replace(/\?.*$/, '')
}

function withParams(url: string, params: Record<string, string>): string {
  try {
    const parsed = new URL(url)
    for (const [k, v] of Object.entries(params)) parsed.searchParams.set(k, v)
    return parsed.toString()
  } catch {
    return url
  }
}
