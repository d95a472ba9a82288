import { createThemeRoot } from '@/components/theme/create-theme-root'
import { fukasawaConf } from '@/conf/themes/fukasawa'
import { defineTheme } from '@/lib/theme/types'
import { FukasawaCard } from '@/themes/fukasawa/components/FukasawaCard'
import { LayoutBase } from '@/themes/fukasawa/layouts/LayoutBase'
import { LayoutPostList } from '@/themes/fukasawa/layouts/LayoutPostList'
import { LayoutSearch } from '@/themes/fukasawa/layouts/LayoutSearch'
import { LayoutSlug } from '@/themes/fukasawa/layouts/LayoutSlug'
import { screens } from '@/themes/fukasawa/layouts/screens'

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
