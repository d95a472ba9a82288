import dynamic from 'next/dynamic'
import { trackLoad } from '@/components/lazy-loads'
import { log } from '@/lib/log'
import type { ThemeRoot } from '@/components/theme/create-theme-root'
// The body renderer is a next/dynamic component that themes import. Next lists in a page's
// loadable manifest only the dynamic imports of the page's own module graph, not those inside
// an already dynamic theme chunk: importing it here puts it there, so a page that renders a body
// gets its chunk as a <script> and loads it before hydrating (else the server HTML of the body
// would be replaced by nothing until the chunk arrives). Pages without a body never load it.
import '@/components/notion-renderer'
// The same for the body's own lazy parts (code, equations, databases): without this they are
// missing from the list and render nothing while hydrating, where the server HTML has them
// (React error #418).
import '@/components/notion-renderer/lazy-parts'
// The same for the lock screen of a locked post, the scroll mode of post lists and the results
// of a search page.
import '@/components/PasswordGate'
import '@/components/post-list/LazyScrollPostList'
import '@/components/LazySearchOutcome'
import { isThemeId, type ThemeId } from '@/conf/themes/ids'

/**
 * Every theme's markup, one line per id of conf/themes/ids.ts (a missing one does not compile).
 * Each is a top-level next/dynamic import, so a page ships only its own theme's code and server
 * rendering preloads it.
 */
export const THEMES = {
  commerce: dynamic(() => trackLoad(import('@/themes/commerce'))),
  example: dynamic(() => trackLoad(import('@/themes/example'))),
  fukasawa: dynamic(() => trackLoad(import('@/themes/fukasawa'))),
  game: dynamic(() => trackLoad(import('@/themes/game'))),
  gitbook: dynamic(() => trackLoad(import('@/themes/gitbook'))),
  heo: dynamic(() => trackLoad(import('@/themes/heo'))),
  hexo: dynamic(() => trackLoad(import('@/themes/hexo'))),
  landing: dynamic(() => trackLoad(import('@/themes/landing'))),
  magzine: dynamic(() => trackLoad(import('@/themes/magzine'))),
  matery: dynamic(() => trackLoad(import('@/themes/matery'))),
  medium: dynamic(() => trackLoad(import('@/themes/medium'))),
  movie: dynamic(() => trackLoad(import('@/themes/movie'))),
  nav: dynamic(() => trackLoad(import('@/themes/nav'))),
  next: dynamic(() => trackLoad(import('@/themes/next'))),
  nobelium: dynamic(() => trackLoad(import('@/themes/nobelium'))),
  photo: dynamic(() => trackLoad(import('@/themes/photo'))),
  plog: dynamic(() => trackLoad(import('@/themes/plog'))),
  proxio: dynamic(() => trackLoad(import('@/themes/proxio'))),
  simple: dynamic(() => trackLoad(import('@/themes/simple'))),
  starter: dynamic(() => trackLoad(import('@/themes/starter')))
} satisfies Record<ThemeId, ThemeRoot>

/** The theme used when the configured one is unknown or not built. */
export const DEFAULT_THEME: ThemeId = 'plog'

/** The theme to render for an id, falling back to the default with a warning. */
export function themeFor(id: string): { id: ThemeId; Root: ThemeRoot } {
  if (isThemeId(id)) return { id, Root: THEMES[id] }
  log.warnOnce(`theme:${id}`, `Loading ${id} failed. Falling back to default theme`)
  return { id: DEFAULT_THEME, Root: THEMES[DEFAULT_THEME] }
}
