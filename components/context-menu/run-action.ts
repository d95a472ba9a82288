import type { NextRouter } from 'next/router'
import { isDarkNow, setDarkMode } from '@/lib/dark-mode/dark-mode-store'
import { log } from '@/lib/log'
import { withBasePath, withoutBasePath } from '@/lib/base-path'
import { CATEGORY_INDEX_PATH, HOME_PATH, TAG_INDEX_PATH } from '@/lib/routing/routes'
import { SITEMAP_PATH } from '@/lib/seo/seo-routes'
import type { MenuAction } from '@/lib/widgets/context-menu'
import { randomPath, sitemapPaths } from '@/lib/widgets/random-post'

export interface ActionContext {
  router: NextRouter
  selection: string
  cycleTheme: () => void
}

async function goToRandomPost(router: NextRouter) {
  try {
    const response = await fetch(withBasePath(SITEMAP_PATH))
    if (!response.ok) throw new Error(`status ${response.status}`)
    // The sitemap's URLs and the address bar carry the base path; the router adds it itself.
    const paths = sitemapPaths(await response.text()).map(withoutBasePath)
    const path = randomPath(paths, withoutBasePath(window.location.pathname))
    if (path) await router.push(path)
  } catch (error) {
    log.warn(`Random post: the sitemap could not be read (${String(error)}).`)
  }
}

const copy = (text: string) =>
  navigator.clipboard.writeText(text).catch(() => log.warn('Copy refused by the browser.'))

/** What each menu entry does. */
export function runAction(action: MenuAction, context: ActionContext): void {
  const { router } = context
  const run: Record<MenuAction, () => unknown> = {
    back: () => window.history.back(),
    forward: () => window.history.forward(),
    refresh: () => window.location.reload(),
    home: () => router.push(HOME_PATH),
    'random-post': () => goToRandomPost(router),
    categories: () => router.push(CATEGORY_INDEX_PATH),
    tags: () => router.push(TAG_INDEX_PATH),
    'copy-text': () => copy(context.selection),
    'copy-link': () => copy(window.location.href),
    'dark-mode': () => setDarkMode(!isDarkNow()),
    theme: () => context.cycleTheme()
  }
  void run[action]()
}
