import { createThemeRoot } from '@/components/theme/create-theme-root'
import { defineTheme } from '@/lib/theme/types'
import { PlogCard } from '@/themes/plog/components/PlogCard'
import { PlogPagination } from '@/themes/plog/components/PlogPagination'
import { plogConf } from '@/conf/themes/plog'
import { LayoutBase } from '@/themes/plog/layouts/LayoutBase'
import { LayoutIndex } from '@/themes/plog/layouts/LayoutIndex'
import { LayoutPostList } from '@/themes/plog/layouts/LayoutPostList'
import { LayoutSearch } from '@/themes/plog/layouts/LayoutSearch'
import { LayoutSlug } from '@/themes/plog/layouts/LayoutSlug'
import { screens } from '@/themes/plog/layouts/screens'

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
