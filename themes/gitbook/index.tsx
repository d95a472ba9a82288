import { createThemeRoot } from '@/components/theme/create-theme-root'
import { defineTheme } from '@/lib/theme/types'
import { DocRow } from '@/themes/gitbook/components/DocRow'
import { gitbookConf } from '@/conf/themes/gitbook'
import { LayoutBase } from '@/themes/gitbook/layouts/LayoutBase'
import { LayoutIndex } from '@/themes/gitbook/layouts/LayoutIndex'
import { LayoutPostList } from '@/themes/gitbook/layouts/LayoutPostList'
import { LayoutSearch } from '@/themes/gitbook/layouts/LayoutSearch'
import { LayoutSlug } from '@/themes/gitbook/layouts/LayoutSlug'
import { accountLayouts, screens } from '@/themes/gitbook/layouts/screens'

/**
 * gitbook: a documentation site with a category tree of every page, the
 * GITBOOK_INDEX_PAGE post as home, contents and notice in a right rail.
 */
export const theme = defineTheme({
  conf: gitbookConf,
  layouts: {
    LayoutBase,
    LayoutIndex,
    LayoutPostList,
    LayoutSearch,
    LayoutSlug,
    ...screens,
    ...accountLayouts
  },
  slots: { PostCard: DocRow }
})

export default createThemeRoot(theme)
