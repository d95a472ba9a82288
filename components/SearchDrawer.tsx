import type { ReactNode } from 'react'
import { Drawer, type DrawerSide } from '@/components/Drawer'
import { SearchBox } from '@/components/SearchBox'
import { CategoryList } from '@/components/widgets/CategoryList'
import { TagCloud } from '@/components/widgets/TagCloud'
import type { WidgetSlots } from '@/components/widgets/WidgetList'
import { useMessages } from '@/lib/i18n/use-messages'
import { cn, type ClassSlots } from '@/lib/style/cn'

export interface SearchDrawerProps {
  onClose: () => void
  side?: DrawerSide
  /** Most categories and tags listed under the field (all when left out). */
  categoryLimit?: number
  tagLimit?: number
  /** Told the field's text as it is typed (a live filter shown as `children`). */
  onValueChange?: (value: string) => void
  /** Shown under the field instead of the categories and tags. */
  children?: ReactNode
  /**
   * `panel` replaces the drawer's ground (`bg-white dark:bg-neutral-950`); `box` is the search
   * field's className (its frame: replaces SearchBox's SEARCH_FRAME).
   */
  classes?: ClassSlots<'panel' | 'box' | 'categories' | 'tags'> & {
    categorySlots?: WidgetSlots
    tagSlots?: WidgetSlots
  }
}

/**
 * A search drawer for phones (mount it while open): the search field, focused, then the
 * categories and the tag cloud to browse by (or what the theme gives instead). Submitting or following a link changes the route,
 * which closes the drawer.
 */
export function SearchDrawer({
  onClose,
  side = 'right',
  classes = {},
  ...props
}: SearchDrawerProps) {
  const t = useMessages()
  return (
    <Drawer
      label={t.SEARCH.SEARCH}
      side={side}
      onClose={onClose}
      className={cn(
        'text-neutral-800 dark:text-neutral-200',
        classes.panel ?? 'bg-white dark:bg-neutral-950'
      )}
    >
      <div data-search-drawer="" className="space-y-6">
        <SearchBox autoFocus className={classes.box} onValueChange={props.onValueChange} />
        {props.children ?? (
          <>
            <CategoryList
              limit={props.categoryLimit}
              className={classes.categories}
              classes={classes.categorySlots}
            />
            <TagCloud limit={props.tagLimit} className={classes.tags} classes={classes.tagSlots} />
          </>
        )}
      </div>
    </Drawer>
  )
}
