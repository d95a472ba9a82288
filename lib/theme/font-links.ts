import { safeCodeUrl } from '@/lib/body/safe-url'
import type { ThemeFonts } from '@/lib/theme/types'

export interface FontLink {
  rel: 'preconnect' | 'stylesheet'
  href: string
  crossOrigin?: 'anonymous'
}

/** An https: origin ('https://host[:port]') or null: no path, no other scheme. */
function httpsOrigin(raw: string): string | null {
  try {
    const url = new URL(raw)
    return url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

/**
 * The <link>s for a theme's fonts: preconnects first, then stylesheets, each once. Anything
 * that is not https: (or, for a stylesheet, a path on this site) is dropped.
 */
export function fontLinks(fonts: ThemeFonts | undefined): FontLink[] {
  const origins = (fonts?.preconnect ?? []).map(httpsOrigin)
  const sheets = (fonts?.stylesheets ?? []).map(safeCodeUrl)
  const unique = <T>(xs: (T | null)[]) => [...new Set(xs.filter((x): x is T => x !== null))]
  return [
    ...unique(origins).map((href): FontLink => ({
      rel: 'preconnect',
      href,
      crossOrigin: 'anonymous'
    })),
    ...unique(sheets).map((href): FontLink => ({ rel: 'stylesheet', href }))
  ]
}
