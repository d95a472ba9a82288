import { createThemeRoot } from '@/components/theme/create-theme-root'
import { lazyLayout } from '@/components/theme/lazy-layout'
import { hexoConf } from '@/conf/themes/hexo'
import { defineTheme } from '@/lib/theme/types'
import { HexoCard } from '@/themes/hexo/components/HexoCard'
import { Pager } from '@/themes/hexo/components/Pager'
import { LayoutBase } from '@/themes/hexo/layouts/LayoutBase'
import { screens } from '@/themes/hexo/layouts/screens'

// Each page type's layout in a chunk of its own (components/theme/lazy-layout.tsx).
const LayoutPostList = lazyLayout(() =>
  import('@/themes/hexo/layouts/LayoutPostList').then((m) => m.LayoutPostList)
)
const LayoutSearch = lazyLayout(() =>
  import('@/themes/hexo/layouts/LayoutSearch').then((m) => m.LayoutSearch)
)
const LayoutSlug = lazyLayout(() =>
  import('@/themes/hexo/layouts/LayoutSlug').then((m) => m.LayoutSlug)
)

/**
 * hexo: the classic Hexo blog. A full-screen cover with typed greetings, horizontal cards that
 * alternate their cover's side, a right sidebar of cards, lavender accents.
 */
export const theme = defineTheme({
  conf: hexoConf,
  layouts: {
    LayoutBase,
    LayoutIndex: LayoutPostList,
    LayoutPostList,
    LayoutSearch,
    LayoutSlug,
    ...screens
  },
  slots: { PostCard: HexoCard, Pagination: Pager }
})

export default createThemeRoot(theme)
