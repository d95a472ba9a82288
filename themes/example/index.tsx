import { createThemeRoot } from '@/components/theme/create-theme-root'
import { defineTheme } from '@/lib/theme/types'
import { exampleConf } from '@/conf/themes/example'
import { PostRow } from '@/themes/example/components/PostRow'
import { LayoutBase } from '@/themes/example/layouts/LayoutBase'
import { LayoutPostList } from '@/themes/example/layouts/LayoutPostList'
import { LayoutSearch } from '@/themes/example/layouts/LayoutSearch'
import { LayoutSlug } from '@/themes/example/layouts/LayoutSlug'

/**
 * The reference theme: the smallest complete theme, and the shape every other theme copies.
 * Archive, category and tag indexes and the 404 screen use the shared defaults.
 */
export const theme = defineTheme({
  conf: exampleConf,
  layouts: {
    LayoutBase,
    LayoutIndex: LayoutPostList,
    LayoutPostList,
    LayoutSearch,
    LayoutSlug
  },
  slots: { PostCard: PostRow }
})

export default createThemeRoot(theme)
