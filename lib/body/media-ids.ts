/** Ids of embedded media: YouTube only from known hosts, tweets from the source path. */

const YOUTUBE_HOSTS = new Set([
  'youtu.be',
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com'
])
const VIDEO_ID = /^[\w-]{11}$/

/** The 11-character video id of a YouTube URL on a known host, else null. */
export function youtubeId(url: string): string | null {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  if (!YOUTUBE_HOSTS.has(parsed.hostname.toLowerCase())) return null
  const path = parsed.pathname.split('/').filter(Boolean)
  const candidate =
    parsed.hostname === 'youtu.be'
      ? path[0]
      : (parsed.searchParams.get('v') ??
        (['embed', 'v', 'shorts', 'live', 'e'].includes(path[0] ?? '') ? path[1] : undefined))
  return candidate && VIDEO_ID.test(candidate) ? candidate : null
}

/** The tweet id: the last segment of the source path (query and hash ignored), digits only. */
export function tweetId(url: string): string | null {
  const path = url.split(/[?#]/)[0] ?? ''
  const id = path.split('/').filter(Boolean).pop() ?? ''
  return /^\d{1,25}$/.test(id) ? id : null
}
