import { createThemeRoot } from '@/components/theme/create-theme-root'
import { lazyLayout } from '@/components/theme/lazy-layout'
import { navConf } from '@/conf/themes/nav'
import { defineTheme } from '@/lib/theme/types'
import { LayoutBase } from '@/themes/nav/layouts/LayoutBase'
import { screens } from '@/themes/nav/layouts/screens'

// Each page type's layout in a chunk of its own (components/theme/lazy-layout.tsx).
const LayoutIndex = lazyLayout(() =>
  import('@/themes/nav/layouts/LayoutIndex').then((m) => m.LayoutIndex)
)
const LayoutPostList = lazyLayout(() =>
  import('@/themes/nav/layouts/LayoutPostList').then((m) => m.LayoutPostList)
)
const LayoutSearch = lazyLayout(() =>
  import('@/themes/nav/layouts/LayoutSearch').then((m) => m.LayoutSearch)
)
const LayoutSlug = lazyLayout(() =>
  import('@/themes/nav/layouts/LayoutSlug').then((m) => m.LayoutSlug)
)

/**
 * nav: a link directory. Every post is a tile (icon, title, summary) under its category; a post
 * whose slug is an outside address opens it in a new tab, any other is a page of its own.
 */
export const theme = defineTheme({
  conf: navConf,
  layouts: { LayoutBase, LayoutIndex, LayoutPostList, LayoutSearch, LayoutSlug, ...screens },
  slots: {}
})

export default createThemeRoot(theme)
