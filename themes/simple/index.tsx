import { createThemeRoot } from '@/components/theme/create-theme-root'
import { simpleConf } from '@/conf/themes/simple'
import { defineTheme } from '@/lib/theme/types'
import { Pager } from '@/themes/simple/components/Pager'
import { PostRow } from '@/themes/simple/components/PostRow'
import { LayoutBase } from '@/themes/simple/layouts/LayoutBase'
import { LayoutPostList } from '@/themes/simple/layouts/LayoutPostList'
import { LayoutSearch } from '@/themes/simple/layouts/LayoutSearch'
import { LayoutSlug } from '@/themes/simple/layouts/LayoutSlug'
import { screens } from '@/themes/simple/layouts/screens'

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
