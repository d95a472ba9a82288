import { log } from '@/lib/log'
import { safeCodeUrl } from '@/lib/body/safe-url'

/** Hosts that take `display=swap` in the stylesheet URL (Google Fonts' API and its mirrors). */
const DISPLAY_PARAM_HOSTS = new Set(['fonts.googleapis.com', 'fonts.loli.net', 'fonts.bunny.net'])

export interface FontSheet {
  href: string
  origin: string
}

/** FONT_URL's https stylesheets, asking for font-display: swap where the host supports it. */
export function fontSheets(urls: readonly string[]): FontSheet[] {
  return urls.flatMap((raw) => {
    const safe = safeCodeUrl(raw)
    if (!safe || !/^https:/i.test(safe)) {
      log.warnOnce(
        `integrations:font:${raw}`,
        `FONT_URL ${JSON.stringify(raw)} is not https; ignored.`
      )
      return []
    }
    const url = new URL(safe)
    if (DISPLAY_PARAM_HOSTS.has(url.hostname) && !url.searchParams.has('display'))
      url.searchParams.set('display', 'swap')
    return [{ href: url.href, origin: url.origin }]
  })
}

/** A family name, bare (Bitter) or quoted ("Noto Sans SC"); nothing that could end a CSS rule. */
const FAMILY = /^(["'])[\p{L}\p{N} _.-]{1,60}\1$|^[\p{L}\p{N}_-]{1,60}$/u

/** The families that are safe to put in a CSS declaration, comma-joined; '' when none. */
export function fontFamilies(list: readonly string[], setting: string): string {
  const safe = list
    .map((f) => f.trim())
    .filter((family) => {
      if (FAMILY.test(family)) return true
      log.warnOnce(
        `integrations:family:${family}`,
        `${setting}: ${JSON.stringify(family)} ignored.`
      )
      return false
    })
  return safe.join(', ')
}

/** The rule putting the configured families first in the font variables, or null. */
export function fontVariablesCss(sans: readonly string[], serif: readonly string[]): string | null {
  const s = fontFamilies(sans, 'FONT_SANS')
  const f = fontFamilies(serif, 'FONT_SERIF')
  if (!s && !f) return null
  const decl = [
    s ? `--font-sans: ${s}, ui-sans-serif, system-ui, sans-serif;` : '',
    f ? `--font-serif: ${f}, ui-serif, Georgia, serif;` : ''
  ]
  return `html:root { ${decl.filter(Boolean).join(' ')} }`
}
