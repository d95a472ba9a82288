import { createThemeRoot } from '@/components/theme/create-theme-root'
import { magzineConf } from '@/conf/themes/magzine'
import { defineTheme } from '@/lib/theme/types'
import { Card } from '@/themes/magzine/components/Card'
import { Pager } from '@/themes/magzine/components/Pager'
import { Layout404 } from '@/themes/magzine/layouts/Layout404'
import { LayoutBase } from '@/themes/magzine/layouts/LayoutBase'
import { LayoutIndex } from '@/themes/magzine/layouts/LayoutIndex'
import { LayoutPostList } from '@/themes/magzine/layouts/LayoutPostList'
import { LayoutSearch } from '@/themes/magzine/layouts/LayoutSearch'
import { LayoutSlug } from '@/themes/magzine/layouts/LayoutSlug'
import { accountLayouts, screens } from '@/themes/magzine/layouts/screens'

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
