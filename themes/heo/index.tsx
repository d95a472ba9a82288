import { createThemeRoot } from '@/components/theme/create-theme-root'
import { lazyLayout } from '@/components/theme/lazy-layout'
import { heoConf } from '@/conf/themes/heo'
import { defineTheme } from '@/lib/theme/types'
import { HeoCard } from '@/themes/heo/components/HeoCard'
import { Pager } from '@/themes/heo/components/Pager'
import { LayoutBase } from '@/themes/heo/layouts/LayoutBase'
import { screens } from '@/themes/heo/layouts/screens'

// Each page type's layout in a chunk of its own (components/theme/lazy-layout.tsx).
const LayoutPostList = lazyLayout(() =>
  import('@/themes/heo/layouts/LayoutPostList').then((m) => m.LayoutPostList)
)
const LayoutSearch = lazyLayout(() =>
  import('@/themes/heo/layouts/LayoutSearch').then((m) => m.LayoutSearch)
)
const LayoutSlug = lazyLayout(() =>
  import('@/themes/heo/layouts/LayoutSlug').then((m) => m.LayoutSlug)
)

/**
 * heo: the rich Heo / Butterfly personal blog. A notice ticker and a hero of banner, skill wall,
 * shortcut tiles and recommended posts; category pills over horizontal cards; a wave banner on
 * articles; an indigo info card in the sidebar; amber by night.
 */
export const theme = defineTheme({
  conf: heoConf,
  layouts: {
    LayoutBase,
    LayoutIndex: LayoutPostList,
    LayoutPostList,
    LayoutSearch,
    LayoutSlug,
    ...screens
  },
  slots: { PostCard: HeoCard, Pagination: Pager }
})

export default createThemeRoot(theme)
