import { createThemeRoot } from '@/components/theme/create-theme-root'
import { navConf } from '@/conf/themes/nav'
import { defineTheme } from '@/lib/theme/types'
import { LayoutBase } from '@/themes/nav/layouts/LayoutBase'
import { LayoutIndex } from '@/themes/nav/layouts/LayoutIndex'
import { LayoutPostList } from '@/themes/nav/layouts/LayoutPostList'
import { LayoutSearch } from '@/themes/nav/layouts/LayoutSearch'
import { LayoutSlug } from '@/themes/nav/layouts/LayoutSlug'
import { screens } from '@/themes/nav/layouts/screens'

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
