import { createThemeRoot } from '@/components/theme/create-theme-root'
import { defineTheme } from '@/lib/theme/types'
import { Pager } from '@/themes/nobelium/components/Pager'
import { PostRow } from '@/themes/nobelium/components/PostRow'
import { nobeliumConf } from '@/conf/themes/nobelium'
import { LayoutBase } from '@/themes/nobelium/layouts/LayoutBase'
import { LayoutIndex } from '@/themes/nobelium/layouts/LayoutIndex'
import { LayoutPostList } from '@/themes/nobelium/layouts/LayoutPostList'
import { LayoutSearch } from '@/themes/nobelium/layouts/LayoutSearch'
import { LayoutSlug } from '@/themes/nobelium/layouts/LayoutSlug'
import { screens } from '@/themes/nobelium/layouts/screens'

/**
 * nobelium: a minimalist writing blog. One narrow column, no cards and no
 * sidebar, a sticky frosted nav that steps aside while reading.
 */
export const theme = defineTheme({
  conf: nobeliumConf,
  layouts: { LayoutBase, LayoutIndex, LayoutPostList, LayoutSearch, LayoutSlug, ...screens },
  slots: { PostCard: PostRow, Pagination: Pager }
})

export default createThemeRoot(theme)
