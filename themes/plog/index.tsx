import { createThemeRoot } from '../create-theme-root'
import { defineTheme } from '../types'
import { PlogCard } from './components/PlogCard'
import { PlogPagination } from './components/PlogPagination'
import { plogConfig } from './config'
import { LayoutBase } from './layouts/LayoutBase'
import { LayoutIndex } from './layouts/LayoutIndex'
import { LayoutPostList } from './layouts/LayoutPostList'
import { LayoutSearch } from './layouts/LayoutSearch'
import { LayoutSlug } from './layouts/LayoutSlug'
import { Layout404, LayoutArchive, LayoutCategoryIndex, LayoutTagIndex } from './layouts/screens'

/**
 * plog, the default theme (THEMES.md §4.17): a gapless grid of 16:9 covers opening a lightbox,
 * glass bars, a slide-over about the author, pure black at night.
 */
export const plogTheme = defineTheme({
  id: 'plog',
  config: plogConfig,
  layouts: {
    LayoutBase,
    LayoutIndex,
    LayoutPostList,
    LayoutSearch,
    LayoutSlug,
    LayoutArchive,
    LayoutCategoryIndex,
    LayoutTagIndex,
    Layout404
  },
  slots: { PostCard: PlogCard, Pagination: PlogPagination }
})

export default createThemeRoot(plogTheme)
