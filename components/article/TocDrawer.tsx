import { Drawer, type DrawerSide } from '@/components/Drawer'
import { TableOfContents, type TableOfContentsClasses } from '@/components/article/TableOfContents'
import type { TocItem } from '@/lib/body/types'
import { useMessages } from '@/lib/i18n/use-messages'
import { cn, type ClassSlots } from '@/lib/style/cn'

export interface TocDrawerProps {
  toc: readonly TocItem[]
  onClose: () => void
  side?: DrawerSide
  /** `panel` replaces the drawer's ground (`bg-white dark:bg-neutral-950`); `toc` adds. */
  classes?: ClassSlots<'panel' | 'toc'>
  /** The contents' own parts (current heading, links). */
  tocClasses?: TableOfContentsClasses
}

/**
 * The article's contents in a drawer (mount it while open; the theme owns the button). A contents
 * link scrolls in place, with no route change to close the drawer, so a click on one closes it.
 */
export function TocDrawer(props: TocDrawerProps) {
  const { toc, onClose, side = 'right', classes = {} } = props
  const t = useMessages()
  return (
    <Drawer
      label={t.POST.TABLE_OF_CONTENTS}
      side={side}
      onClose={onClose}
      closeOnLink
      className={cn(
        'border-neutral-200 text-neutral-800 dark:border-neutral-800 dark:text-neutral-200',
        side === 'right' ? 'border-l' : side === 'left' ? 'border-r' : 'border-t',
        classes.panel ?? 'bg-white dark:bg-neutral-950'
      )}
    >
      <div data-toc-drawer="">
        <TableOfContents
          toc={toc}
          className={classes.toc}
          classes={props.tocClasses}
          showTitle={false}
        />
      </div>
    </Drawer>
  )
}
