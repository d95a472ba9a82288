import { createThemeRoot } from '@/components/theme/create-theme-root'
import { lazyLayout } from '@/components/theme/lazy-layout'
import { photoConf } from '@/conf/themes/photo'
import { defineTheme } from '@/lib/theme/types'
import { Pager } from '@/themes/photo/components/Pager'
import { PhotoCard } from '@/themes/photo/components/PhotoCard'
import { Layout404 } from '@/themes/photo/layouts/Layout404'
import { LayoutBase } from '@/themes/photo/layouts/LayoutBase'
import { screens } from '@/themes/photo/layouts/screens'

// Each page type's layout in a chunk of its own (components/theme/lazy-layout.tsx).
const LayoutPostList = lazyLayout(() =>
  import('@/themes/photo/layouts/LayoutPostList').then((m) => m.LayoutPostList)
)
const LayoutSearch = lazyLayout(() =>
  import('@/themes/photo/layouts/LayoutSearch').then((m) => m.LayoutSearch)
)
const LayoutSlug = lazyLayout(() =>
  import('@/themes/photo/layouts/LayoutSlug').then((m) => m.LayoutSlug)
)

/**
 * photo: a photographer's showcase. Large covers in a strip dragged sideways with inertia,
 * small light captions, a centred masthead whose italic word opens the menu over frosted glass.
 */
export const theme = defineTheme({
  conf: photoConf,
  layouts: {
    LayoutBase,
    LayoutIndex: LayoutPostList,
    LayoutPostList,
    LayoutSearch,
    LayoutSlug,
    ...screens,
    Layout404
  },
  slots: { PostCard: PhotoCard, Pagination: Pager }
})

export default createThemeRoot(theme)
