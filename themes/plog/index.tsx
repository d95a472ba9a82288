import { createThemeRoot } from '@/components/theme/create-theme-root'
import { lazyLayout } from '@/components/theme/lazy-layout'
import { defineTheme } from '@/lib/theme/types'
import { PlogCard } from '@/themes/plog/components/PlogCard'
import { PlogPagination } from '@/themes/plog/components/PlogPagination'
import { plogConf } from '@/conf/themes/plog'
import { LayoutBase } from '@/themes/plog/layouts/LayoutBase'
import { screens } from '@/themes/plog/layouts/screens'

// Each page type's layout in a chunk of its own (components/theme/lazy-layout.tsx).
const LayoutIndex = lazyLayout(() =>
  import('@/themes/plog/layouts/LayoutIndex').then((m) => m.LayoutIndex)
)
const LayoutPostList = lazyLayout(() =>
  import('@/themes/plog/layouts/LayoutPostList').then((m) => m.LayoutPostList)
)
const LayoutSearch = lazyLayout(() =>
  import('@/themes/plog/layouts/LayoutSearch').then((m) => m.LayoutSearch)
)
const LayoutSlug = lazyLayout(() =>
  import('@/themes/plog/layouts/LayoutSlug').then((m) => m.LayoutSlug)
)

/**
 * plog, the default theme: a gapless grid of 16:9 covers opening a lightbox,
 * glass bars, a slide-over about the author, pure black at night.
 */
export const theme = defineTheme({
  conf: plogConf,
  layouts: { LayoutBase, LayoutIndex, LayoutPostList, LayoutSearch, LayoutSlug, ...screens },
  slots: { PostCard: PlogCard, Pagination: PlogPagination }
})

export default createThemeRoot(theme)
