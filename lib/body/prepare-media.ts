import { imageKey, type PrepareContext } from '@/lib/body/types'
import { isNotionHostedImage, mapImageUrl } from '@/lib/body/image-url'
import { tweetId, youtubeId } from '@/lib/body/media-ids'
import { isObject, type BlockRecord } from '@/lib/body/record'
import { resourceUrl } from '@/lib/body/resource-url'
import { safeResourceUrl } from '@/lib/body/safe-url'

const num = (v: unknown): number | null => (typeof v === 'number' && v > 0 ? v : null)
const firstText = (v: unknown): string | undefined =>
  Array.isArray(v) && Array.isArray(v[0]) && typeof v[0][0] === 'string' ? v[0][0] : undefined

/** Record an image the renderer will ask for; returns false when it cannot be shown. */
export function keepImage(
  block: BlockRecord,
  raw: unknown,
  ctx: PrepareContext,
  size?: { width: number | null; height: number | null }
): boolean {
  if (typeof raw !== 'string') return false
  const width = size?.width ?? ctx.options.config.IMAGE_COMPRESS_WIDTH
  const src = mapImageUrl(raw, { blockId: block.id, width })
  if (!src) return false
  ctx.images[imageKey(block.id, raw)] = {
    src,
    width: size?.width ?? null,
    height: size?.height ?? null
  }
  return true
}

/** Intrinsic size of an image block from its format (width, height or aspect ratio). */
export function imageSize(block: BlockRecord, fallbackWidth: number) {
  const f = block.format ?? {}
  const ratio = num(f.block_aspect_ratio)
  const width = num(f.block_width) ?? (ratio ? fallbackWidth : null)
  const height = num(f.block_height) ?? (width && ratio ? Math.round(width * ratio) : null)
  return { width, height }
}

/** The URL a Notion-hosted file is served from: the hook, else the signed URL, else as stored. */
function fileUrl(raw: string, block: BlockRecord, ctx: PrepareContext): string | null {
  if (!isNotionHostedImage(raw)) return raw
  if (ctx.options.mapFileUrl) return ctx.options.mapFileUrl(raw, block.id)
  const signed = ctx.src.signed_urls ?? {}
  return signed[block.id] ?? signed[raw] ?? raw
}

/**
 * Media blocks keep a safe, resolved `source` or are dropped (null). Videos on a YouTube host
 * need an 11-character id; tweets need an id at the end of their path.
 */
export function prepareMedia(block: BlockRecord, ctx: PrepareContext): BlockRecord | null {
  const raw = firstText(block.properties?.source) ?? firstText([[block.format?.display_source]])
  const format = { ...block.format }
  const display = resourceUrl(format.display_source)
  if (display) format.display_source = display
  else delete format.display_source
  if (block.type === 'image') {
    const size = imageSize(block, ctx.options.config.IMAGE_COMPRESS_WIDTH)
    if (!raw || !keepImage(block, raw, ctx, size)) return null
    return { ...block, format, properties: { ...block.properties, source: [[raw]] } }
  }
  if (block.type === 'drive') return prepareDrive(block, format, raw, ctx)
  const resolved = raw ? fileUrl(raw, block, ctx) : null
  // A file block is drawn as a link, which NotionLink gives the base path; media elements get it here.
  let source = block.type === 'file' ? safeResourceUrl(resolved) : resourceUrl(resolved)
  if (!source) return null
  if (block.type === 'tweet' && !tweetId(source)) return null
  // Anything that looks like YouTube must be YouTube: react-notion-x frames any URL naming it.
  if (block.type === 'video' && /youtu\.?be/i.test(`${source} ${display ?? ''}`)) {
    const id = youtubeId(display ?? source) ?? youtubeId(source)
    if (!id) return null
    source = `https://www.youtube.com/watch?v=${id}`
    format.display_source = source
  } else if (block.type === 'video' && FRAMED_BY_RNX.test(`${source} ${display ?? ''}`)) {
    // react-notion-x frames a video, unsandboxed, when its URL merely contains a provider's name;
    // as an embed it goes through our sandboxed frame instead (a provider's player by its host,
    // anything else as the file itself).
    return asEmbed(block, format, source, display)
  }
  return { ...block, format, properties: { ...block.properties, source: [[source]] } }
}

/** Words in a video URL that make react-notion-x put it in an iframe of its own. */
const FRAMED_BY_RNX = /vimeo|wistia|loom|videoask|getcloudapp|tella/i

function asEmbed(
  block: BlockRecord,
  format: Record<string, unknown>,
  source: string,
  display: string | null
): BlockRecord {
  return {
    ...block,
    type: 'embed',
    format: { ...format, display_source: display ?? source },
    properties: { ...block.properties, source: [[source]] }
  }
}

function prepareDrive(
  block: BlockRecord,
  format: Record<string, unknown>,
  raw: string | undefined,
  ctx: PrepareContext
): BlockRecord | null {
  const drive = format.drive_properties
  if (isObject(drive)) {
    // Shown as a bookmark: react-notion-x's drive card draws its thumbnail with a component
    // whose server and browser markup differ (a hydration error).
    // A bookmark's link gets the base path from NotionLink.
    const url = safeResourceUrl(drive.url)
    if (!url) return null
    const bookmark: BlockRecord = {
      ...block,
      type: 'bookmark',
      properties: {
        link: [[url]],
        title: [[typeof drive.title === 'string' && drive.title ? drive.title : url]]
      },
      format: {}
    }
    for (const [from, to] of [
      ['thumbnail', 'bookmark_cover'],
      ['icon', 'bookmark_icon']
    ] as const) {
      if (keepImage(bookmark, drive[from], ctx)) bookmark.format![to] = drive[from]
    }
    return bookmark
  }
  // A Drive file with a preview frame: shown in our sandboxed embed, never react-notion-x's frame.
  const source = resourceUrl(raw)
  const display = typeof format.display_source === 'string' ? format.display_source : null
  return source && display ? asEmbed(block, format, source, display) : null
}
