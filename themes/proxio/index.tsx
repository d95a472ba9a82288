import { createThemeRoot } from '@/components/theme/create-theme-root'
import { proxioConf } from '@/conf/themes/proxio'
import { defineTheme } from '@/lib/theme/types'
import { Card } from '@/themes/proxio/components/Card'
import { Layout404 } from '@/themes/proxio/layouts/Layout404'
import { LayoutAccount } from '@/themes/proxio/layouts/LayoutAccount'
import { LayoutArchive } from '@/themes/proxio/layouts/LayoutArchive'
import { LayoutBase } from '@/themes/proxio/layouts/LayoutBase'
import { LayoutIndex } from '@/themes/proxio/layouts/LayoutIndex'
import { LayoutPostList } from '@/themes/proxio/layouts/LayoutPostList'
import { LayoutSearch } from '@/themes/proxio/layouts/LayoutSearch'
import { LayoutSlug } from '@/themes/proxio/layouts/LayoutSlug'
import { screens } from '@/themes/proxio/layouts/screens'

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
