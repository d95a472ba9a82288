import { createThemeRoot } from '@/components/theme/create-theme-root'
import { hexoConf } from '@/conf/themes/hexo'
import { defineTheme } from '@/lib/theme/types'
import { HexoCard } from '@/themes/hexo/components/HexoCard'
import { Pager } from '@/themes/hexo/components/Pager'
import { LayoutBase } from '@/themes/hexo/layouts/LayoutBase'
import { LayoutPostList } from '@/themes/hexo/layouts/LayoutPostList'
import { LayoutSearch } from '@/themes/hexo/layouts/LayoutSearch'
import { LayoutSlug } from '@/themes/hexo/layouts/LayoutSlug'
import { screens } from '@/themes/hexo/layouts/screens'

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
