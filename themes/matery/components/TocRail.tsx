import { TableOfContents } from '@/components/article/TableOfContents'
import type { TocItem } from '@/lib/body/types'
import { CARD, TOC_CLASSES } from '@/themes/matery/components/styles'

/** The contents in a card that stays in view beside the article on wide screens. */
export function TocRail({ toc }: { toc: readonly TocItem[] }) {
  return (
    <aside data-matery-toc="" className="hidden w-64 shrink-0 xl:block">
      <div className={`${CARD} sticky top-20 max-h-[75vh] overflow-y-auto p-5`}>
        <TableOfContents toc={toc} classes={TOC_CLASSES} />
      </div>
    </aside>
  )
}
