import { createThemeRoot } from '@/components/theme/create-theme-root'
import { lazyLayout } from '@/components/theme/lazy-layout'
import { landingConf } from '@/conf/themes/landing'
import { defineTheme } from '@/lib/theme/types'
import { PostRow } from '@/themes/landing/components/PostRow'
import { LayoutBase } from '@/themes/landing/layouts/LayoutBase'
import { landingScreens } from '@/themes/landing/layouts/screens'

// Each page type's layout in a chunk of its own (components/theme/lazy-layout.tsx).
const LayoutIndex = lazyLayout(() =>
  import('@/themes/landing/layouts/LayoutIndex').then((m) => m.LayoutIndex)
)
const LayoutPostList = lazyLayout(() =>
  import('@/themes/landing/layouts/LayoutPostList').then((m) => m.LayoutPostList)
)
const LayoutSearch = lazyLayout(() =>
  import('@/themes/landing/layouts/LayoutSearch').then((m) => m.LayoutSearch)
)
const LayoutSlug = lazyLayout(() =>
  import('@/themes/landing/layouts/LayoutSlug').then((m) => m.LayoutSlug)
)

/**
 * landing: a one-page product site (hero with a video, feature tabs and blocks, testimonial,
 * pricing, newsletter) built from the landing sections, with a small blog behind it.
 */
export const theme = defineTheme({
  conf: landingConf,
  layouts: {
    LayoutBase,
    LayoutIndex,
    LayoutPostList,
    LayoutSearch,
    LayoutSlug,
    ...landingScreens
  },
  slots: { PostCard: PostRow }
})

export default createThemeRoot(theme)
