import type { AudioTrack } from '@/conf/widgets.config'
import { resourceUrl } from '@/lib/body/resource-url'

export type { AudioTrack }

const MAX_TRACKS = 200
const MAX_TEXT = 120

const text = (raw: unknown): string =>
  typeof raw === 'string' ? raw.replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT) : ''

/**
 * The playable tracks of MUSIC_PLAYER_AUDIO_LIST: entries without an http(s) or site URL are
 * skipped, names and artists are plain text, a cover that is not a safe image URL is dropped.
 */
export function audioTracks(raw: unknown): AudioTrack[] {
  if (!Array.isArray(raw)) return []
  return raw.slice(0, MAX_TRACKS).flatMap((entry: unknown, index): AudioTrack[] => {
    if (!entry || typeof entry !== 'object') return []
    const item = entry as Record<string, unknown>
    const url = resourceUrl(item.url)
    if (!url) return []
    const cover = resourceUrl(item.cover)
    return [
      {
        name: text(item.name) || `Track ${index + 1}`,
        artist: text(item.artist),
        url,
        ...(cover ? { cover } : {})
      }
    ]
  })
}

export type PlayOrder = 'list' | 'random'

/** The track after `current`: the next one wrapping round, or another one at random. */
export function nextTrack(
  current: number,
  count: number,
  order: PlayOrder,
  random: () => number = Math.random
): number {
  if (count <= 1) return 0
  if (order === 'random') return (current + 1 + Math.floor(random() * (count - 1))) % count
  return (current + 1) % count
}

/** The track before `current`, wrapping round. */
export const previousTrack = (current: number, count: number): number =>
  count <= 1 ? 0 : (current - 1 + count) % count
