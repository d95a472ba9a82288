import { createThemeRoot } from '../create-theme-root'
import { defineTheme } from '../types'
import { DocRow } from './components/DocRow'
import { gitbookConfig } from './config'
import { LayoutBase } from './layouts/LayoutBase'
import { LayoutIndex } from './layouts/LayoutIndex'
import { LayoutPostList } from './layouts/LayoutPostList'
import { LayoutSearch } from './layouts/LayoutSearch'
import { LayoutSlug } from './layouts/LayoutSlug'
import { Layout404, LayoutArchive, LayoutCategoryIndex, LayoutTagIndex } from './layouts/screens'

/**
 * gitbook (THEMES.md §4.5): a documentation site with a category tree of every page, the
 * GITBOOK_INDEX_PAGE post as home, contents and notice in a right rail.
 */
export const gitbookTheme = defineTheme({
  id: 'gitbook',
  config: gitbookConfig,
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
  slots: { PostCard: DocRow }
})

export default createThemeRoot(gitbookTheme)
