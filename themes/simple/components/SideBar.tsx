import { AdSlot } from '@/components/integrations/AdSlot'
import { useSite } from '@/components/theme/theme-context'
import { NoticeCard } from '@/components/widgets/NoticeCard'
import { TocCard } from '@/components/widgets/TocCard'
import type { Post } from '@/lib/content/types'
import { RULE, TEAL } from '@/themes/simple/components/styles'

const HEADING = 'mb-2 text-sm font-semibold tracking-wide uppercase'

/** The right column (xl and up): the article's contents, the notice, an ad unit. */
export function SideBar({ post }: { post: Post | null }) {
  const site = useSite()
  return (
    <aside
      data-simple-sidebar=""
      className={`hidden w-96 shrink-0 border-l pt-8 pl-8 xl:block ${RULE}`}
    >
      <div className="sticky top-4 space-y-8">
        {post && site.config.POST_TOC_ENABLE && (
          <TocCard
            toc={post.toc}
            className="rounded-none border-0 border-neutral-200 p-0 dark:border-neutral-800"
            tocClass="text-sm"
            tocClasses={{
              title: `mb-2 text-sm font-semibold tracking-wide uppercase ${TEAL}`,
              current: 'text-[#dd3333] dark:text-[#ff8a8a]'
            }}
          />
        )}
        <NoticeCard classes={{ heading: `${HEADING} ${TEAL}`, body: 'text-sm' }} />
        <AdSlot config={site.config} kind="flow" />
      </div>
    </aside>
  )
}
