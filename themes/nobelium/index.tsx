import { createThemeRoot } from '../create-theme-root'
import { defineTheme } from '../types'
import { Pager } from './components/Pager'
import { PostRow } from './components/PostRow'
import { nobeliumConfig } from './config'
import { LayoutBase } from './layouts/LayoutBase'
import { LayoutIndex } from './layouts/LayoutIndex'
import { LayoutPostList } from './layouts/LayoutPostList'
import { LayoutSearch } from './layouts/LayoutSearch'
import { LayoutSlug } from './layouts/LayoutSlug'
import { Layout404, LayoutArchive, LayoutCategoryIndex, LayoutTagIndex } from './layouts/screens'

/**
 * nobelium (THEMES.md §4.15): a minimalist writing blog. One narrow column, no cards and no
 * sidebar, a sticky frosted nav that steps aside while reading.
 */
export const nobeliumTheme = defineTheme({
  id: 'nobelium',
  config: nobeliumConfig,
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
  slots: { PostCard: PostRow, Pagination: Pager }
})

export default createThemeRoot(nobeliumTheme)
