import { createThemeRoot } from '@/components/theme/create-theme-root'
import { keptPart } from '@/components/theme/kept-part'
import { lazyLayout } from '@/components/theme/lazy-layout'
import { starterConf } from '@/conf/themes/starter'
import { defineTheme } from '@/lib/theme/types'
import { StarterCard } from '@/themes/starter/components/StarterCard'
import { Layout404 } from '@/themes/starter/layouts/Layout404'
import { LayoutAccount } from '@/themes/starter/layouts/LayoutAccount'
import { LayoutArchive } from '@/themes/starter/layouts/LayoutArchive'
import { LayoutBase } from '@/themes/starter/layouts/LayoutBase'
import { LayoutCategoryIndex, LayoutTagIndex } from '@/themes/starter/layouts/screens'

// Each page type's layout in a chunk of its own (components/theme/lazy-layout.tsx); the landing
// page, markup and links alone, kept as the server drew it (components/theme/kept-part.tsx).
const LayoutIndex = keptPart(() =>
  import('@/themes/starter/layouts/LayoutIndex').then((m) => m.LayoutIndex)
)
const LayoutPostList = lazyLayout(() =>
  import('@/themes/starter/layouts/LayoutPostList').then((m) => m.LayoutPostList)
)
const LayoutSearch = lazyLayout(() =>
  import('@/themes/starter/layouts/LayoutSearch').then((m) => m.LayoutSearch)
)
const LayoutSlug = lazyLayout(() =>
  import('@/themes/starter/layouts/LayoutSlug').then((m) => m.LayoutSlug)
)

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
