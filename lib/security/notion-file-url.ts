/**
 * Where Notion keeps uploaded files, as exact hosts. The file route redirects visitors only
 * there, so neither a block's URL nor a signing answer can send them anywhere else.
 */
const ANY_PATH_HOSTS = new Set(['prod-files-secure.s3.us-west-2.amazonaws.com', 'file.notion.so'])

/**
 * S3's regional endpoints serve every customer's buckets, path style (the bucket first): trusted
 * only under Notion's bucket. www.notion.so is left out: its /signed/ and /image/ paths take any
 * URL as a parameter, and Notion's signing answers never point there.
 */
const PATH_HOSTS: Readonly<Record<string, readonly string[]>> = {
  's3.us-west-2.amazonaws.com': ['/secure.notion-static.com/'],
  's3-us-west-2.amazonaws.com': ['/secure.notion-static.com/']
}

/**
 * The URL as parsed (so what is checked is what gets sent) when it is an https URL of a file
 * stored by Notion; null for anything else, or not a URL.
 */
export function notionFileUrl(raw: string): string | null {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null
  // An encoded slash or backslash could move the path out of Notion's bucket on the far side.
  if (/%2f|%5c|\\/i.test(url.pathname)) return null
  const trusted =
    ANY_PATH_HOSTS.has(url.hostname) ||
    (PATH_HOSTS[url.hostname] ?? []).some((prefix) => url.pathname.startsWith(prefix))
  return trusted ? url.href : null
}
