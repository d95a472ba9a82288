import { createThemeRoot } from '@/components/theme/create-theme-root'
import { landingConf } from '@/conf/themes/landing'
import { defineTheme } from '@/lib/theme/types'
import { PostRow } from '@/themes/landing/components/PostRow'
import { LayoutBase } from '@/themes/landing/layouts/LayoutBase'
import { LayoutIndex } from '@/themes/landing/layouts/LayoutIndex'
import { LayoutPostList } from '@/themes/landing/layouts/LayoutPostList'
import { LayoutSearch } from '@/themes/landing/layouts/LayoutSearch'
import { LayoutSlug } from '@/themes/landing/layouts/LayoutSlug'
import { landingScreens } from '@/themes/landing/layouts/screens'

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
