import { createThemeRoot } from '@/components/theme/create-theme-root'
import { movieConf } from '@/conf/themes/movie'
import { defineTheme } from '@/lib/theme/types'
import { Pager } from '@/themes/movie/components/Pager'
import { Poster } from '@/themes/movie/components/Poster'
import { LayoutBase } from '@/themes/movie/layouts/LayoutBase'
import { LayoutPostList } from '@/themes/movie/layouts/LayoutPostList'
import { LayoutSearch } from '@/themes/movie/layouts/LayoutSearch'
import { LayoutSlug } from '@/themes/movie/layouts/LayoutSlug'
import { screens } from '@/themes/movie/layouts/screens'

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
