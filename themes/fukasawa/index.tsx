import { createThemeRoot } from '@/components/theme/create-theme-root'
import { lazyLayout } from '@/components/theme/lazy-layout'
import { fukasawaConf } from '@/conf/themes/fukasawa'
import { defineTheme } from '@/lib/theme/types'
import { FukasawaCard } from '@/themes/fukasawa/components/FukasawaCard'
import { LayoutBase } from '@/themes/fukasawa/layouts/LayoutBase'
import { screens } from '@/themes/fukasawa/layouts/screens'

// Each page type's layout in a chunk of its own (components/theme/lazy-layout.tsx).
const LayoutPostList = lazyLayout(() =>
  import('@/themes/fukasawa/layouts/LayoutPostList').then((m) => m.LayoutPostList)
)
const LayoutSearch = lazyLayout(() =>
  import('@/themes/fukasawa/layouts/LayoutSearch').then((m) => m.LayoutSearch)
)
const LayoutSlug = lazyLayout(() =>
  import('@/themes/fukasawa/layouts/LayoutSlug').then((m) => m.LayoutSlug)
)

/**
 * fukasawa: a masonry wall of white cards on warm grey beside a sidebar that folds away, after
 * the WordPress theme of the same name.
 */
export const theme = defineTheme({
  conf: fukasawaConf,
  layouts: {
    LayoutBase,
    LayoutIndex: LayoutPostList,
    LayoutPostList,
    LayoutSearch,
    LayoutSlug,
    ...screens
  },
  slots: { PostCard: FukasawaCard }
})

export default createThemeRoot(theme)
