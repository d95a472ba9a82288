import { createThemeRoot } from '@/components/theme/create-theme-root'
import { mediumConf } from '@/conf/themes/medium'
import { defineTheme } from '@/lib/theme/types'
import { FeedRow } from '@/themes/medium/components/FeedRow'
import { Pager } from '@/themes/medium/components/Pager'
import { LayoutBase } from '@/themes/medium/layouts/LayoutBase'
import { LayoutPostList } from '@/themes/medium/layouts/LayoutPostList'
import { LayoutSearch } from '@/themes/medium/layouts/LayoutSearch'
import { LayoutSlug } from '@/themes/medium/layouts/LayoutSlug'
import { screens } from '@/themes/medium/layouts/screens'

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
