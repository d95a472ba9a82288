import { createThemeRoot } from '@/components/theme/create-theme-root'
import { gameConf } from '@/conf/themes/game'
import { defineTheme } from '@/lib/theme/types'
import { Pager } from '@/themes/game/components/Pager'
import { LayoutBase } from '@/themes/game/layouts/LayoutBase'
import { LayoutIndex } from '@/themes/game/layouts/LayoutIndex'
import { LayoutPostList } from '@/themes/game/layouts/LayoutPostList'
import { LayoutSearch } from '@/themes/game/layouts/LayoutSearch'
import { LayoutSlug } from '@/themes/game/layouts/LayoutSlug'
import { screens } from '@/themes/game/layouts/screens'

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
