import type { ComponentType } from 'react'
import {
  LazyAccountScreen as AccountScreen,
  LazyArchiveGroups as ArchiveGroups,
  LazyCategoryIndex as CategoryIndex,
  LazyNotFound as NotFound,
  LazyTagIndex as TagIndex
} from '@/components/theme/lazy-screens'
import type { LayoutName, LayoutPropsMap, ThemeDefinition } from '@/lib/theme/types'

type AnyLayout = { [L in LayoutName]: ComponentType<LayoutPropsMap[L]> }

/**
 * The one place optional layouts fall back: search to the theme's post list, the rest to the
 * shared default screens (the shared account screen for sign-in, sign-up and dashboard), all
 * inside the theme's LayoutBase.
 */
export function resolveLayout<L extends LayoutName>(
  theme: ThemeDefinition,
  name: L
): ComponentType<LayoutPropsMap[L]> {
  const own = theme.layouts[name] as ComponentType<LayoutPropsMap[L]> | undefined
  if (own) return own
  const fallbacks: AnyLayout = {
    LayoutIndex: theme.layouts.LayoutIndex,
    LayoutPostList: theme.layouts.LayoutPostList,
    LayoutSlug: theme.layouts.LayoutSlug,
    // A search page is a post list with a keyword.
    LayoutSearch: theme.layouts.LayoutPostList as ComponentType<LayoutPropsMap['LayoutSearch']>,
    LayoutArchive: ArchiveGroups,
    LayoutCategoryIndex: CategoryIndex,
    LayoutTagIndex: TagIndex,
    Layout404: NotFound,
    LayoutSignIn: AccountScreen,
    LayoutSignUp: AccountScreen,
    LayoutDashboard: AccountScreen,
    LayoutLanding: NotFound
  }
  return fallbacks[name]
}
