import { createThemeRoot } from '@/components/theme/create-theme-root'
import { materyConf } from '@/conf/themes/matery'
import { defineTheme } from '@/lib/theme/types'
import { MateryCard } from '@/themes/matery/components/MateryCard'
import { Pager } from '@/themes/matery/components/Pager'
import { LayoutBase } from '@/themes/matery/layouts/LayoutBase'
import { LayoutPostList } from '@/themes/matery/layouts/LayoutPostList'
import { LayoutSearch } from '@/themes/matery/layouts/LayoutSearch'
import { LayoutSlug } from '@/themes/matery/layouts/LayoutSlug'
import { screens } from '@/themes/matery/layouts/screens'

/**
 * matery: a Material-design blog. A full-screen typed hero, a grid of cards with their titles
 * over the cover, the article as a white card floating over its cover band, indigo accents.
 */
export const theme = defineTheme({
  conf: materyConf,
  layouts: {
    LayoutBase,
    LayoutIndex: LayoutPostList,
    LayoutPostList,
    LayoutSearch,
    LayoutSlug,
    ...screens
  },
  slots: { PostCard: MateryCard, Pagination: Pager }
})

export default createThemeRoot(theme)
