import { createThemeRoot } from '@/components/theme/create-theme-root'
import { lazyLayout } from '@/components/theme/lazy-layout'
import { movieConf } from '@/conf/themes/movie'
import { defineTheme } from '@/lib/theme/types'
import { Pager } from '@/themes/movie/components/Pager'
import { Poster } from '@/themes/movie/components/Poster'
import { LayoutBase } from '@/themes/movie/layouts/LayoutBase'
import { screens } from '@/themes/movie/layouts/screens'

// Each page type's layout in a chunk of its own (components/theme/lazy-layout.tsx).
const LayoutPostList = lazyLayout(() =>
  import('@/themes/movie/layouts/LayoutPostList').then((m) => m.LayoutPostList)
)
const LayoutSearch = lazyLayout(() =>
  import('@/themes/movie/layouts/LayoutSearch').then((m) => m.LayoutSearch)
)
const LayoutSlug = lazyLayout(() =>
  import('@/themes/movie/layouts/LayoutSlug').then((m) => m.LayoutSlug)
)

/**
 * movie: a film catalogue. A wall of 2:3 posters with the title over a dark gradient, minimal
 * chrome, and an episode player gathering each post's videos.
 */
export const theme = defineTheme({
  conf: movieConf,
  layouts: {
    LayoutBase,
    LayoutIndex: LayoutPostList,
    LayoutPostList,
    LayoutSearch,
    LayoutSlug,
    ...screens
  },
  slots: { PostCard: Poster, Pagination: Pager }
})

export default createThemeRoot(theme)
