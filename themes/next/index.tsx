import { createThemeRoot } from '@/components/theme/create-theme-root'
import { lazyLayout } from '@/components/theme/lazy-layout'
import { nextConf } from '@/conf/themes/next'
import { defineTheme } from '@/lib/theme/types'
import { NextCard } from '@/themes/next/components/NextCard'
import { Pager } from '@/themes/next/components/Pager'
import { LayoutBase } from '@/themes/next/layouts/LayoutBase'
import { screens } from '@/themes/next/layouts/screens'

// Each page type's layout in a chunk of its own (components/theme/lazy-layout.tsx).
const LayoutIndex = lazyLayout(() =>
  import('@/themes/next/layouts/LayoutIndex').then((m) => m.LayoutIndex)
)
const LayoutPostList = lazyLayout(() =>
  import('@/themes/next/layouts/LayoutPostList').then((m) => m.LayoutPostList)
)
const LayoutSearch = lazyLayout(() =>
  import('@/themes/next/layouts/LayoutSearch').then((m) => m.LayoutSearch)
)
const LayoutSlug = lazyLayout(() =>
  import('@/themes/next/layouts/LayoutSlug').then((m) => m.LayoutSlug)
)

/**
 * next: a port of Hexo NexT's Pisces scheme. A black brand block and menu on the left with a
 * sticky contents / overview card, white cards on a grey page, a widget column on the right.
 */
export const theme = defineTheme({
  conf: nextConf,
  layouts: { LayoutBase, LayoutIndex, LayoutPostList, LayoutSearch, LayoutSlug, ...screens },
  slots: { PostCard: NextCard, Pagination: Pager }
})

export default createThemeRoot(theme)
