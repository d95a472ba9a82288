import { createThemeRoot } from '../create-theme-root'
import { defineTheme } from '../types'
import { exampleConfig } from './config'
import { PostRow } from './components/PostRow'
import { LayoutBase } from './layouts/LayoutBase'
import { LayoutPostList } from './layouts/LayoutPostList'
import { LayoutSearch } from './layouts/LayoutSearch'
import { LayoutSlug } from './layouts/LayoutSlug'

/**
 * The reference theme: the smallest complete theme, and the shape every other theme copies.
 * Archive, category and tag indexes and the 404 screen use the shared defaults.
 */
export const exampleTheme = defineTheme({
  id: 'example',
  config: exampleConfig,
  layouts: {
    LayoutBase,
    LayoutIndex: LayoutPostList,
    LayoutPostList,
    LayoutSearch,
    LayoutSlug
  },
  slots: { PostCard: PostRow }
})

export default createThemeRoot(exampleTheme)
