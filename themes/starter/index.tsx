import { createThemeRoot } from '@/components/theme/create-theme-root'
import { starterConf } from '@/conf/themes/starter'
import { defineTheme } from '@/lib/theme/types'
import { StarterCard } from '@/themes/starter/components/StarterCard'
import { Layout404 } from '@/themes/starter/layouts/Layout404'
import { LayoutAccount } from '@/themes/starter/layouts/LayoutAccount'
import { LayoutArchive } from '@/themes/starter/layouts/LayoutArchive'
import { LayoutBase } from '@/themes/starter/layouts/LayoutBase'
import { LayoutIndex } from '@/themes/starter/layouts/LayoutIndex'
import { LayoutPostList } from '@/themes/starter/layouts/LayoutPostList'
import { LayoutSearch } from '@/themes/starter/layouts/LayoutSearch'
import { LayoutSlug } from '@/themes/starter/layouts/LayoutSlug'
import { LayoutCategoryIndex, LayoutTagIndex } from '@/themes/starter/layouts/screens'

/**
 * starter: a SaaS landing page about the product (blue hero, features, about, pricing,
 * testimonials, FAQ, team, blog, contact, brands, call to action), then the blog in the same
 * look under a blue banner.
 */
export const theme = defineTheme({
  conf: starterConf,
  layouts: {
    LayoutBase,
    LayoutIndex,
    LayoutPostList,
    LayoutSearch,
    LayoutArchive,
    LayoutCategoryIndex,
    LayoutTagIndex,
    LayoutSlug,
    Layout404,
    LayoutSignIn: LayoutAccount,
    LayoutSignUp: LayoutAccount,
    LayoutDashboard: LayoutAccount
  },
  slots: { PostCard: StarterCard }
})

export default createThemeRoot(theme)
