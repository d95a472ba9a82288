import { TableOfContents, type TableOfContentsClasses } from '@/components/article/TableOfContents'
import type { TocItem } from '@/lib/body/types'
import { showToc } from '@/lib/body/table-of-contents'

/**
 * The article's contents in a card, for a sidebar; nothing when the article has too few headings.
 * A className replaces the card's frame (border, corners, padding).
 */
export function TocCard(props: {
  toc: readonly TocItem[]
  className?: string
  tocClass?: string
  tocClasses?: TableOfContentsClasses
}) {
  if (!showToc(props.toc)) return null
  return (
    <div
      data-widget="toc"
      className={
        props.className ?? 'rounded-lg border border-neutral-200 p-3 dark:border-neutral-800'
      }
    >
      <TableOfContents toc={props.toc} className={props.tocClass} classes={props.tocClasses} />
    </div>
  )
}
