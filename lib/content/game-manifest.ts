/** A game's web-app manifest: the game page installs as an app of its own. */
export interface WebAppManifest {
  id: string
  name: string
  short_name: string
  start_url: string
  scope: string
  display: 'standalone'
  background_color: string
  theme_color: string
  icons: { src: string; sizes: string; purpose: 'any' }[]
}

export interface GameManifestInput {
  title: string
  /** The game post's path on this site (/article/…). */
  href: string
  /** Its cover (or the site's), a path or an https URL; none when null. */
  icon: string | null
  /** This site's origin: a manifest read from a blob: URL needs absolute addresses. */
  origin: string
}

const SHORT_NAME = 12

/** The manifest of one game page; its start page and scope are that page alone. */
export function gameManifest({ title, href, icon, origin }: GameManifestInput): WebAppManifest {
  const page = new URL(href, origin).href
  const name = title.trim() || page
  return {
    id: page,
    name,
    short_name:
      [...name].length > SHORT_NAME ? `${[...name].slice(0, SHORT_NAME).join('')}…` : name,
    start_url: page,
    scope: page,
    display: 'standalone',
    background_color: '#0B0D14',
    theme_color: '#1F2030',
    icons: icon ? [{ src: new URL(icon, origin).href, sizes: 'any', purpose: 'any' }] : []
  }
}
