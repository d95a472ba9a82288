import { createThemeRoot } from '@/components/theme/create-theme-root'
import { lazyLayout } from '@/components/theme/lazy-layout'
import { defineTheme } from '@/lib/theme/types'
import { Pager } from '@/themes/nobelium/components/Pager'
import { PostRow } from '@/themes/nobelium/components/PostRow'
import { nobeliumConf } from '@/conf/themes/nobelium'
import { LayoutBase } from '@/themes/nobelium/layouts/LayoutBase'
import { screens } from '@/themes/nobelium/layouts/screens'

// Each page type's layout in a chunk of its own (components/theme/lazy-layout.tsx).
const LayoutIndex = lazyLayout(() =>
  import('@/themes/nobelium/layouts/LayoutIndex').then((m) => m.LayoutIndex)
)
const LayoutPostList = lazyLayout(() =>
  import('@/themes/nobelium/layouts/LayoutPostList').then((m) => m.LayoutPostList)
)
const LayoutSearch = lazyLayout(() =>
  import('@/themes/nobelium/layouts/LayoutSearch').then((m) => m.LayoutSearch)
)
const LayoutSlug = lazyLayout(() =>
  import('@/themes/nobelium/layouts/LayoutSlug').then((m) => m.LayoutSlug)
)

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
