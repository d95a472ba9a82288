import { createThemeRoot } from '@/components/theme/create-theme-root'
import { photoConf } from '@/conf/themes/photo'
import { defineTheme } from '@/lib/theme/types'
import { Pager } from '@/themes/photo/components/Pager'
import { PhotoCard } from '@/themes/photo/components/PhotoCard'
import { Layout404 } from '@/themes/photo/layouts/Layout404'
import { LayoutBase } from '@/themes/photo/layouts/LayoutBase'
import { LayoutPostList } from '@/themes/photo/layouts/LayoutPostList'
import { LayoutSearch } from '@/themes/photo/layouts/LayoutSearch'
import { LayoutSlug } from '@/themes/photo/layouts/LayoutSlug'
import { screens } from '@/themes/photo/layouts/screens'

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
