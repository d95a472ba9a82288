import { createThemeRoot } from '@/components/theme/create-theme-root'
import { commerceConf } from '@/conf/themes/commerce'
import { defineTheme } from '@/lib/theme/types'
import { Card } from '@/themes/commerce/components/Card'
import { Pager } from '@/themes/commerce/components/Pager'
import { LayoutBase } from '@/themes/commerce/layouts/LayoutBase'
import { LayoutIndex } from '@/themes/commerce/layouts/LayoutIndex'
import { LayoutPostList } from '@/themes/commerce/layouts/LayoutPostList'
import { LayoutSearch } from '@/themes/commerce/layouts/LayoutSearch'
import { LayoutSlug } from '@/themes/commerce/layouts/LayoutSlug'
import { screens } from '@/themes/commerce/layouts/screens'

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
