/**
 * Where Notion keeps uploaded files, as URL prefixes: its file hosts, and on the S3 host every
 * bucket shares, only Notion's own bucket. Stricter than isNotionHostedImage (image-url.ts),
 * which only picks URLs for Notion's image proxy: these decide what may load as a plug-in
 * document (the pdf block's <object>) and what `object-src` admits.
 */
const NOTION_FILE_PREFIXES = [
  'https://prod-files-secure.s3.us-west-2.amazonaws.com/',
  'https://file.notion.so/',
  'https://s3-us-west-2.amazonaws.com/secure.notion-static.com/'
] as const

/** True for an https URL of a file Notion stores. */
export function isNotionFileUrl(raw: string): boolean {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return false
  }
  return NOTION_FILE_PREFIXES.some((prefix) => url.href.startsWith(prefix))
}

/** The same places as Content-Security-Policy sources (a bare host as its origin). */
export const NOTION_FILE_SOURCES: readonly string[] = NOTION_FILE_PREFIXES.map((prefix) =>
  new URL(prefix).pathname === '/' ? prefix.slice(0, -1) : prefix
)
