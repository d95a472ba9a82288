import { createThemeRoot } from '@/components/theme/create-theme-root'
import { lazyLayout } from '@/components/theme/lazy-layout'
import { mediumConf } from '@/conf/themes/medium'
import { defineTheme } from '@/lib/theme/types'
import { FeedRow } from '@/themes/medium/components/FeedRow'
import { Pager } from '@/themes/medium/components/Pager'
import { LayoutBase } from '@/themes/medium/layouts/LayoutBase'
import { screens } from '@/themes/medium/layouts/screens'

// Each page type's layout in a chunk of its own (components/theme/lazy-layout.tsx).
const LayoutPostList = lazyLayout(() =>
  import('@/themes/medium/layouts/LayoutPostList').then((m) => m.LayoutPostList)
)
const LayoutSearch = lazyLayout(() =>
  import('@/themes/medium/layouts/LayoutSearch').then((m) => m.LayoutSearch)
)
const LayoutSlug = lazyLayout(() =>
  import('@/themes/medium/layouts/LayoutSlug').then((m) => m.LayoutSlug)
)

/**
 * medium: a calm reading blog. A thin top bar, one column of posts under rules, a green accent,
 * a tabbed right panel (contents, about) and a bottom bar on phones.
 */
export const theme = defineTheme({
  conf: mediumConf,
  layouts: {
    LayoutBase,
    LayoutIndex: LayoutPostList,
    LayoutPostList,
    LayoutSearch,
    LayoutSlug,
    ...screens
  },
  slots: { PostCard: FeedRow, Pagination: Pager }
})

export default createThemeRoot(theme)
