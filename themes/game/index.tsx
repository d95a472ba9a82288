import { createThemeRoot } from '@/components/theme/create-theme-root'
import { lazyLayout } from '@/components/theme/lazy-layout'
import { gameConf } from '@/conf/themes/game'
import { defineTheme } from '@/lib/theme/types'
import { Pager } from '@/themes/game/components/Pager'
import { LayoutBase } from '@/themes/game/layouts/LayoutBase'
import { screens } from '@/themes/game/layouts/screens'

// Each page type's layout in a chunk of its own (components/theme/lazy-layout.tsx).
const LayoutIndex = lazyLayout(() =>
  import('@/themes/game/layouts/LayoutIndex').then((m) => m.LayoutIndex)
)
const LayoutPostList = lazyLayout(() =>
  import('@/themes/game/layouts/LayoutPostList').then((m) => m.LayoutPostList)
)
const LayoutSearch = lazyLayout(() =>
  import('@/themes/game/layouts/LayoutSearch').then((m) => m.LayoutSearch)
)
const LayoutSlug = lazyLayout(() =>
  import('@/themes/game/layouts/LayoutSlug').then((m) => m.LayoutSlug)
)

/**
 * game: an HTML5 game portal. Posts with a game link are games: a dense mosaic of rounded tiles
 * that play a preview on hover, each opening a full-height player; navy and purple accents.
 */
export const theme = defineTheme({
  conf: gameConf,
  layouts: { LayoutBase, LayoutIndex, LayoutPostList, LayoutSearch, LayoutSlug, ...screens },
  slots: { Pagination: Pager }
})

export default createThemeRoot(theme)
