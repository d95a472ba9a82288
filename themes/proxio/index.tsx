import { createThemeRoot } from '@/components/theme/create-theme-root'
import { keptPart } from '@/components/theme/kept-part'
import { lazyLayout } from '@/components/theme/lazy-layout'
import { proxioConf } from '@/conf/themes/proxio'
import { defineTheme } from '@/lib/theme/types'
import { Card } from '@/themes/proxio/components/Card'
import { Layout404 } from '@/themes/proxio/layouts/Layout404'
import { LayoutAccount } from '@/themes/proxio/layouts/LayoutAccount'
import { LayoutArchive } from '@/themes/proxio/layouts/LayoutArchive'
import { LayoutBase } from '@/themes/proxio/layouts/LayoutBase'
import { screens } from '@/themes/proxio/layouts/screens'

// Each page type's layout in a chunk of its own (components/theme/lazy-layout.tsx); the home's
// sections, markup and links alone, kept as the server drew them (components/theme/kept-part.tsx)
// unless the notice among them has a body with behaviour of its own (images, code...).
const LayoutIndex = keptPart(
  () => import('@/themes/proxio/layouts/LayoutIndex').then((m) => m.LayoutIndex),
  ({ siteProps }) => !siteProps.notice?.body || siteProps.notice.bodyIsMarkup
)
const LayoutPostList = lazyLayout(() =>
  import('@/themes/proxio/layouts/LayoutPostList').then((m) => m.LayoutPostList)
)
const LayoutSearch = lazyLayout(() =>
  import('@/themes/proxio/layouts/LayoutSearch').then((m) => m.LayoutSearch)
)
const LayoutSlug = lazyLayout(() =>
  import('@/themes/proxio/layouts/LayoutSlug').then((m) => m.LayoutSlug)
)

/**
 * proxio: a photographer's and writer's portfolio. A welcome cover, a full-height hero, tall
 * story tiles, about with figures, scrolling words and testimonials, a career timeline,
 * features, questions and a call to action; near-black on white, navy in dark mode.
 */
export const theme = defineTheme({
  conf: proxioConf,
  layouts: {
    LayoutBase,
    LayoutIndex,
    LayoutPostList,
    LayoutSearch,
    LayoutSlug,
    ...screens,
    LayoutArchive,
    Layout404,
    LayoutSignIn: LayoutAccount,
    LayoutSignUp: LayoutAccount,
    LayoutDashboard: LayoutAccount
  },
  slots: { PostCard: Card }
})

export default createThemeRoot(theme)
