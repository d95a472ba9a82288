import { createThemeRoot } from '@/components/theme/create-theme-root'
import { lazyLayout } from '@/components/theme/lazy-layout'
import { defineTheme } from '@/lib/theme/types'
import { DocRow } from '@/themes/gitbook/components/DocRow'
import { gitbookConf } from '@/conf/themes/gitbook'
import { LayoutBase } from '@/themes/gitbook/layouts/LayoutBase'
import { accountLayouts, screens } from '@/themes/gitbook/layouts/screens'

// Each page type's layout in a chunk of its own (components/theme/lazy-layout.tsx).
const LayoutIndex = lazyLayout(() =>
  import('@/themes/gitbook/layouts/LayoutIndex').then((m) => m.LayoutIndex)
)
const LayoutPostList = lazyLayout(() =>
  import('@/themes/gitbook/layouts/LayoutPostList').then((m) => m.LayoutPostList)
)
const LayoutSearch = lazyLayout(() =>
  import('@/themes/gitbook/layouts/LayoutSearch').then((m) => m.LayoutSearch)
)
const LayoutSlug = lazyLayout(() =>
  import('@/themes/gitbook/layouts/LayoutSlug').then((m) => m.LayoutSlug)
)

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
