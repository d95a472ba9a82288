import { createThemeRoot } from '@/components/theme/create-theme-root'
import { lazyLayout } from '@/components/theme/lazy-layout'
import { materyConf } from '@/conf/themes/matery'
import { defineTheme } from '@/lib/theme/types'
import { MateryCard } from '@/themes/matery/components/MateryCard'
import { Pager } from '@/themes/matery/components/Pager'
import { LayoutBase } from '@/themes/matery/layouts/LayoutBase'
import { screens } from '@/themes/matery/layouts/screens'

// Each page type's layout in a chunk of its own (components/theme/lazy-layout.tsx).
const LayoutPostList = lazyLayout(() =>
  import('@/themes/matery/layouts/LayoutPostList').then((m) => m.LayoutPostList)
)
const LayoutSearch = lazyLayout(() =>
  import('@/themes/matery/layouts/LayoutSearch').then((m) => m.LayoutSearch)
)
const LayoutSlug = lazyLayout(() =>
  import('@/themes/matery/layouts/LayoutSlug').then((m) => m.LayoutSlug)
)

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
