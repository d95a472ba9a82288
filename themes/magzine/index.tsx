import { createThemeRoot } from '@/components/theme/create-theme-root'
import { lazyLayout } from '@/components/theme/lazy-layout'
import { magzineConf } from '@/conf/themes/magzine'
import { defineTheme } from '@/lib/theme/types'
import { Card } from '@/themes/magzine/components/Card'
import { Pager } from '@/themes/magzine/components/Pager'
import { Layout404 } from '@/themes/magzine/layouts/Layout404'
import { LayoutBase } from '@/themes/magzine/layouts/LayoutBase'
import { accountLayouts, screens } from '@/themes/magzine/layouts/screens'

// Each page type's layout in a chunk of its own (components/theme/lazy-layout.tsx).
const LayoutIndex = lazyLayout(() =>
  import('@/themes/magzine/layouts/LayoutIndex').then((m) => m.LayoutIndex)
)
const LayoutPostList = lazyLayout(() =>
  import('@/themes/magzine/layouts/LayoutPostList').then((m) => m.LayoutPostList)
)
const LayoutSearch = lazyLayout(() =>
  import('@/themes/magzine/layouts/LayoutSearch').then((m) => m.LayoutSearch)
)
const LayoutSlug = lazyLayout(() =>
  import('@/themes/magzine/layouts/LayoutSlug').then((m) => m.LayoutSlug)
)

/**
 * magzine: a magazine front page. Black, white and beige bands, a mint call to action, big
 * plain headings, rows of four cards that swipe one at a time on phones, a black footer.
 */
export const theme = defineTheme({
  conf: magzineConf,
  layouts: {
    LayoutBase,
    LayoutIndex,
    LayoutPostList,
    LayoutSearch,
    LayoutSlug,
    ...screens,
    ...accountLayouts,
    Layout404
  },
  slots: { PostCard: Card, Pagination: Pager }
})

export default createThemeRoot(theme)
