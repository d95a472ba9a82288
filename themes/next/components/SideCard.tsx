import { TableOfContents } from '@/components/article/TableOfContents'
import { useSite } from '@/components/theme/theme-context'
import { SideTabs } from '@/components/widgets/SideTabs'
import type { TocItem } from '@/lib/body/types'
import { useMessages } from '@/lib/i18n/use-messages'
import { showToc } from '@/lib/body/table-of-contents'
import { Overview } from '@/themes/next/components/Overview'
import { useNextStrings } from '@/themes/next/strings'
import { CARD, TOC_CLASSES } from '@/themes/next/components/styles'

const TAB = 'flex-1 border-b-2 px-2 py-2 text-sm hover:text-neutral-900 dark:hover:text-white'

/** The sticky card of the left column: "Contents" of the article being read, and "Overview". */
export function SideCard({ toc }: { toc: readonly TocItem[] | null }) {
  const t = useMessages()
  const s = useNextStrings()
  const { config } = useSite()
  const contents = toc && config.POST_TOC_ENABLE && showToc(toc) && (
    <TableOfContents toc={toc} classes={TOC_CLASSES} showTitle={false} />
  )
  return (
    <div data-next-side-card="" className={`${CARD} sticky top-4 mt-3 p-4`}>
      <SideTabs
        tabs={[
          { id: 'toc', label: t.POST.TABLE_OF_CONTENTS, content: contents },
          { id: 'overview', label: s.OVERVIEW, content: <Overview /> }
        ]}
        classes={{
          list: 'mb-4 gap-0',
          tab: TAB,
          idle: 'border-transparent text-muted',
          active: 'border-[#4e80ee] font-semibold text-neutral-900 dark:text-white',
          panel: 'max-h-[70vh] overflow-y-auto'
        }}
      />
    </div>
  )
}
