import { createThemeRoot } from '@/components/theme/create-theme-root'
import { lazyLayout } from '@/components/theme/lazy-layout'
import { defineTheme } from '@/lib/theme/types'
import { exampleConf } from '@/conf/themes/example'
import { PostRow } from '@/themes/example/components/PostRow'
import { LayoutBase } from '@/themes/example/layouts/LayoutBase'

// Each page type's layout in a chunk of its own (components/theme/lazy-layout.tsx).
const LayoutPostList = lazyLayout(() =>
  import('@/themes/example/layouts/LayoutPostList').then((m) => m.LayoutPostList)
)
const LayoutSearch = lazyLayout(() =>
  import('@/themes/example/layouts/LayoutSearch').then((m) => m.LayoutSearch)
)
const LayoutSlug = lazyLayout(() =>
  import('@/themes/example/layouts/LayoutSlug').then((m) => m.LayoutSlug)
)

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
