import type { ArchiveGroupsClasses } from '@/components/ArchiveGroups'
import type { CategoryIndexClasses } from '@/components/CategoryIndex'
import type { NotFoundClasses } from '@/components/NotFound'
import type { TagIndexClasses } from '@/components/TagIndex'
import {
  LazyArchiveGroups as ArchiveGroups,
  LazyCategoryIndex as CategoryIndex,
  LazyNotFound as NotFound,
  LazyTagIndex as TagIndex
} from '@/components/theme/lazy-screens'
import type { ArchiveProps, CategoryIndexProps, TagIndexProps } from '@/lib/theme/props'

/** A screen's look: classes of the box around it and of its parts. */
interface ScreenStyle<Slots> {
  className?: string
  classes?: Slots
}

export interface SharedScreenStyles {
  archive?: ScreenStyle<ArchiveGroupsClasses>
  categories?: ScreenStyle<CategoryIndexClasses>
  tags?: ScreenStyle<TagIndexClasses>
  notFound?: ScreenStyle<NotFoundClasses>
}

/**
 * The archive, category index, tag index and 404 layouts, the shared screens in a theme's look:
 * spread the result into a manifest's `layouts`.
 */
export function sharedScreens(styles: SharedScreenStyles) {
  const { archive = {}, categories = {}, tags = {}, notFound = {} } = styles
  return {
    LayoutArchive: (props: ArchiveProps) => (
      <div className={archive.className}>
        <ArchiveGroups {...props} classes={archive.classes} />
      </div>
    ),
    LayoutCategoryIndex: (props: CategoryIndexProps) => (
      <div className={categories.className}>
        <CategoryIndex {...props} classes={categories.classes} />
      </div>
    ),
    LayoutTagIndex: (props: TagIndexProps) => (
      <div className={tags.className}>
        <TagIndex {...props} classes={tags.classes} />
      </div>
    ),
    Layout404: () => (
      <div className={notFound.className}>
        <NotFound classes={notFound.classes} />
      </div>
    )
  }
}
