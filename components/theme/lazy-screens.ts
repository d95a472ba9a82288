import { lazyLayout } from '@/components/theme/lazy-layout'

// The shared screens (archive, category and tag indexes, 404, accounts), each in a chunk of its
// own as a theme's page layouts are (components/theme/lazy-layout.tsx): the home, lists and
// articles never load them.

export const LazyArchiveGroups = lazyLayout(() =>
  import('@/components/ArchiveGroups').then((m) => m.ArchiveGroups)
)

export const LazyCategoryIndex = lazyLayout(() =>
  import('@/components/CategoryIndex').then((m) => m.CategoryIndex)
)

export const LazyTagIndex = lazyLayout(() =>
  import('@/components/TagIndex').then((m) => m.TagIndex)
)

export const LazyNotFound = lazyLayout(() =>
  import('@/components/NotFound').then((m) => m.NotFound)
)

export const LazyAccountScreen = lazyLayout(() =>
  import('@/components/accounts/AccountScreen').then((m) => m.AccountScreen)
)
