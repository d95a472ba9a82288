/**
 * The key a post is looked up by at a path: percent-decoded (a malformed escape kept as written),
 * without leading or trailing slashes, without a final `.html`. Case is kept.
 */
export function postPathKey(path: string): string {
  let decoded = path
  try {
    decoded = decodeURIComponent(path)
  } catch {
    // A malformed escape is matched as written.
  }
  return decoded.replace(/^\/+|\/+$/g, '').replace(/\.html$/, '')
}
