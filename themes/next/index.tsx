import { createThemeRoot } from '@/components/theme/create-theme-root'
import { nextConf } from '@/conf/themes/next'
import { defineTheme } from '@/lib/theme/types'
import { NextCard } from '@/themes/next/components/NextCard'
import { Pager } from '@/themes/next/components/Pager'
import { LayoutBase } from '@/themes/next/layouts/LayoutBase'
import { LayoutIndex } from '@/themes/next/layouts/LayoutIndex'
import { LayoutPostList } from '@/themes/next/layouts/LayoutPostList'
import { LayoutSearch } from '@/themes/next/layouts/LayoutSearch'
import { LayoutSlug } from '@/themes/next/layouts/LayoutSlug'
import { screens } from '@/themes/next/layouts/screens'

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
