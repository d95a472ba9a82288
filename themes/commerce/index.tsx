import { createThemeRoot } from '@/components/theme/create-theme-root'
import { lazyLayout } from '@/components/theme/lazy-layout'
import { commerceConf } from '@/conf/themes/commerce'
import { defineTheme } from '@/lib/theme/types'
import { Card } from '@/themes/commerce/components/Card'
import { Pager } from '@/themes/commerce/components/Pager'
import { LayoutBase } from '@/themes/commerce/layouts/LayoutBase'
import { screens } from '@/themes/commerce/layouts/screens'

// Each page type's layout in a chunk of its own (components/theme/lazy-layout.tsx).
const LayoutIndex = lazyLayout(() =>
  import('@/themes/commerce/layouts/LayoutIndex').then((m) => m.LayoutIndex)
)
const LayoutPostList = lazyLayout(() =>
  import('@/themes/commerce/layouts/LayoutPostList').then((m) => m.LayoutPostList)
)
const LayoutSearch = lazyLayout(() =>
  import('@/themes/commerce/layouts/LayoutSearch').then((m) => m.LayoutSearch)
)
const LayoutSlug = lazyLayout(() =>
  import('@/themes/commerce/layouts/LayoutSlug').then((m) => m.LayoutSlug)
)

/**
 * commerce: a small company's product catalogue. Posts are products on square cards, the
 * notice is the brand introduction; red accents, a grey page and a charcoal corporate footer.
 */
export const theme = defineTheme({
  conf: commerceConf,
  layouts: {
    LayoutBase,
    LayoutIndex,
    LayoutPostList,
    LayoutSearch,
    LayoutSlug,
    ...screens
  },
  slots: { PostCard: Card, Pagination: Pager }
})

export default createThemeRoot(theme)
