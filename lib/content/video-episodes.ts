/**
 * The episodes of a post: its video blocks, and its embeds framing a video host, in body order.
 * Read from the prepared body (already safe and pruned), so an episode plays exactly what the
 * renderer would show, or is left out.
 */
import { youtubeId } from '@/lib/body/media-ids'
import { blockOf, isObject, type BlockRecord, type RecordMapLike } from '@/lib/body/record'
import { richTextTitle } from '@/lib/body/rich-text'
import { hostOf } from '@/lib/body/safe-url'
import { resourceUrl } from '@/lib/body/resource-url'

export interface VideoEpisode {
  /** The block's id. */
  id: string
  /** The caption as plain text, else the `untitled` name of its number (1-based). */
  title: string
  /** What the player loads: a frame's page or a video file. */
  src: string
  kind: 'iframe' | 'video'
}

/** The parts of a prepared body the episodes are read from. */
export interface EpisodeSource {
  rootId: string
  blockMap: RecordMapLike
}

/** Hosts whose pages are video players (a subdomain of one counts). */
const VIDEO_HOSTS = [
  'youtube.com',
  'youtu.be',
  'youtube-nocookie.com',
  'vimeo.com',
  'dailymotion.com',
  'bilibili.com',
  'loom.com',
  'wistia.com',
  'wistia.net',
  'twitch.tv',
  'v.qq.com',
  'youku.com',
  'ted.com'
]

export function isVideoHost(url: string): boolean {
  const host = hostOf(url)
  return !!host && VIDEO_HOSTS.some((h) => host === h || host.endsWith(`.${h}`))
}

const firstText = (v: unknown): unknown =>
  Array.isArray(v) && Array.isArray(v[0]) ? v[0][0] : undefined

/** Where the renderer frames a YouTube video: the privacy-enhanced player of its id. */
const youtubeEmbed = (id: string) => `https://www.youtube-nocookie.com/embed/${id}`

function episodeSource(block: BlockRecord): Pick<VideoEpisode, 'src' | 'kind'> | null {
  const format = isObject(block.format) ? block.format : {}
  const properties = isObject(block.properties) ? block.properties : {}
  const source = resourceUrl(firstText(properties.source))
  const display = resourceUrl(format.display_source)
  if (block.type === 'video') {
    const id = youtubeId(display ?? source ?? '') ?? youtubeId(source ?? '')
    if (id) return { src: youtubeEmbed(id), kind: 'iframe' }
    return source ? { src: source, kind: 'video' } : null
  }
  if (block.type !== 'embed') return null
  const src = display ?? source
  if (!src || !isVideoHost(src)) return null
  const id = youtubeId(src)
  return { src: id ? youtubeEmbed(id) : src, kind: 'iframe' }
}

/** Children in body order; a synced block's copy stands for its original. */
function childrenOf(block: BlockRecord): unknown[] {
  const pointer = block.format?.transclusion_reference_pointer
  if (block.type === 'transclusion_reference' && isObject(pointer)) return [pointer.id]
  return Array.isArray(block.content) ? block.content : []
}

/** Every episode of a body (none for a missing or locked body); never throws on bad blocks. */
export function videoEpisodes(
  body: EpisodeSource | null | undefined,
  untitled: (n: number) => string
): VideoEpisode[] {
  if (!body || !isObject(body.blockMap) || typeof body.rootId !== 'string') return []
  const found: Omit<VideoEpisode, 'title'>[] = []
  const titles: string[] = []
  const seen = new Set<string>()
  const walk = (id: unknown) => {
    if (typeof id !== 'string' || seen.has(id)) return
    seen.add(id)
    const block = blockOf(body.blockMap, id)
    if (!block) return
    const media = episodeSource(block)
    if (media) {
      found.push({ id, ...media })
      titles.push(richTextTitle(isObject(block.properties) ? block.properties.caption : undefined))
    }
    childrenOf(block).forEach(walk)
  }
  walk(body.rootId)
  return found.map((e, i) => ({ ...e, title: titles[i] || untitled(i + 1) }))
}
