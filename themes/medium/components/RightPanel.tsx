import { SearchBox } from '@/components/SearchBox'
import { TableOfContents } from '@/components/article/TableOfContents'
import { useSite } from '@/components/theme/theme-context'
import { AuthorCard } from '@/components/widgets/AuthorCard'
import { NoticeCard } from '@/components/widgets/NoticeCard'
import { SideTabs } from '@/components/widgets/SideTabs'
import type { TocItem } from '@/lib/body/types'
import { useMessages } from '@/lib/i18n/use-messages'
import { showToc } from '@/lib/body/table-of-contents'
import { cn } from '@/lib/style/cn'
import { useMediumConfig } from '@/themes/medium/config'
import { ACCENT, MUTED, RULE, TOC_CLASSES } from '@/themes/medium/components/styles'
import { useMediumStrings } from '@/themes/medium/strings'

const tab =
  '-mb-px border-b-2 px-3 py-2 text-sm font-medium hover:text-neutral-900 dark:hover:text-white'

/**
 * The right panel (xl and up): tabs for the article's contents (when it has headings) and about
 * (search, the author), then the notice. MEDIUM_RIGHT_PANEL_DARK draws it dark in light mode too.
 */
export function RightPanel({ toc }: { toc: readonly TocItem[] }) {
  const config = useMediumConfig()
  const { config: site } = useSite()
  const t = useMessages()
  const s = useMediumStrings()
  const contents = site.POST_TOC_ENABLE && showToc(toc) && (
    <TableOfContents
      toc={toc}
      className="text-neutral-700 dark:text-neutral-300"
      classes={TOC_CLASSES}
      showTitle={false}
    />
  )
  const about = (
    <div className="space-y-5">
      <SearchBox className="border border-neutral-300 dark:border-neutral-700 rounded-full bg-neutral-50 px-4 py-1.5 text-sm dark:bg-neutral-900" />
      <AuthorCard
        avatar
        contacts
        contactsHeadingAs="h2"
        className="text-sm"
        classes={{ name: 'text-base font-semibold' }}
      />
    </div>
  )
  return (
    <aside
      data-medium-panel=""
      data-dark={config.MEDIUM_RIGHT_PANEL_DARK || undefined}
      className={cn(
        'sticky top-12 hidden h-[calc(100vh-3rem)] w-80 shrink-0 overflow-y-auto border-l bg-white px-6 py-6 text-neutral-800 xl:block dark:bg-neutral-950 dark:text-neutral-200',
        RULE,
        config.MEDIUM_RIGHT_PANEL_DARK && 'dark'
      )}
    >
      <SideTabs
        tabs={[
          { id: 'toc', label: t.POST.TABLE_OF_CONTENTS, content: contents },
          { id: 'about', label: s.ABOUT, content: about }
        ]}
        classes={{
          list: `mb-5 gap-1 border-b ${RULE}`,
          tab,
          idle: `border-transparent ${MUTED}`,
          active: cn('border-current', ACCENT),
          panel: 'min-h-20'
        }}
      />
      <NoticeCard
        className={`mt-8 border-t pt-6 text-sm ${RULE}`}
        classes={{ heading: 'mb-2 text-base font-semibold' }}
      />
    </aside>
  )
}
