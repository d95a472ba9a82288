/**
 * The one URL allow-list: only http(s), mailto and tel become live links; site-relative paths
 * and in-page anchors stay. Everything else (javascript:, data:, vbscript:, file:...) is dropped.
 */
const LIVE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:'])

export function safeUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  // Browsers ignore control characters and surrounding spaces inside a scheme ("java\tscript:").
  const url = raw.replace(/[\u0000-\u001f\u007f]/g, '').trim()
  if (!url) return null
  if (url.startsWith('#')) return url
  // Browsers read a backslash after the first slash as a slash: "/\\host" is "//host".
  if (/^[/\\]{2}/.test(url)) return safeAbsolute(`https://${url.replace(/^[/\\]+/, '')}`)
  if (url.startsWith('/')) return url
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return safeAbsolute(url)
  // A bare "example.com/x": Notion stores links typed without a scheme like this.
  return /^[\w-]+(\.[\w-]+)+([/?#]|$)/.test(url) ? safeAbsolute(`https://${url}`) : null
}

function safeAbsolute(url: string): string | null {
  try {
    return LIVE_SCHEMES.has(new URL(url).protocol) ? url : null
  } catch {
    return null
  }
}

/** Only http(s) or site-relative: what an iframe, image or media element may load. */
export function safeResourceUrl(raw: unknown): string | null {
  const url = safeUrl(raw)
  if (!url || url.startsWith('#')) return null
  return /^(https?:|\/)/i.test(url) ? url : null
}

/**
 * What a <script> or stylesheet may load, whatever the setting's source: https: or a path on
 * this site. Never http: (rewritable on the way), data:, blob: or another scheme.
 */
export function safeCodeUrl(raw: unknown): string | null {
  const url = safeResourceUrl(raw)
  return url && (/^https:/i.test(url) || /^\/(?![/\\])/.test(url)) ? url : null
}

export interface LinkAttrs {
  href: string
  target?: '_blank'
  rel?: string
}

/**
 * A link ending in '#' opens in a new tab; any other link within this site (relative, or
 * on `siteHost`) stays in the same tab; other sites open in a new tab. Null when not safe.
 */
export function linkAttrs(raw: unknown, siteHost?: string | null): LinkAttrs | null {
  const url = safeUrl(raw)
  if (!url) return null
  if (url.length > 1 && url.endsWith('#')) {
    return { href: url.slice(0, -1), target: '_blank', rel: 'noopener noreferrer' }
  }
  if (url.startsWith('/') || url.startsWith('#') || /^(mailto|tel):/i.test(url))
    return { href: url }
  const host = hostOf(url)
  if (host && siteHost && host.replace(/^www\./, '') === siteHost.replace(/^www\./, '')) {
    return { href: url }
  }
  return { href: url, target: '_blank', rel: 'noopener noreferrer' }
}

export function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase()
  } catch {
    return null
  }
}
