import { createThemeRoot } from '@/components/theme/create-theme-root'
import { lazyLayout } from '@/components/theme/lazy-layout'
import { simpleConf } from '@/conf/themes/simple'
import { defineTheme } from '@/lib/theme/types'
import { Pager } from '@/themes/simple/components/Pager'
import { PostRow } from '@/themes/simple/components/PostRow'
import { LayoutBase } from '@/themes/simple/layouts/LayoutBase'
import { screens } from '@/themes/simple/layouts/screens'

// Each page type's layout in a chunk of its own (components/theme/lazy-layout.tsx).
const LayoutPostList = lazyLayout(() =>
  import('@/themes/simple/layouts/LayoutPostList').then((m) => m.LayoutPostList)
)
const LayoutSearch = lazyLayout(() =>
  import('@/themes/simple/layouts/LayoutSearch').then((m) => m.LayoutSearch)
)
const LayoutSlug = lazyLayout(() =>
  import('@/themes/simple/layouts/LayoutSlug').then((m) => m.LayoutSlug)
)

/**
 * simple: a classic personal blog with a centred masthead, a nav bar with inline search, text
 * rows with "Continue reading" and a right sidebar.
 */
export const theme = defineTheme({
  conf: simpleConf,
  layouts: {
    LayoutBase,
    LayoutIndex: LayoutPostList,
    LayoutPostList,
    LayoutSearch,
    LayoutSlug,
    ...screens
  },
  slots: { PostCard: PostRow, Pagination: Pager }
})

export default createThemeRoot(theme)
