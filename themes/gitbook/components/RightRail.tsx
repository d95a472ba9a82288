import { TableOfContents } from '@/components/article/TableOfContents'
import type { Post } from '@/lib/content/types'
import { useMessages } from '@/lib/i18n/use-messages'
import { useSite } from '@/components/theme/theme-context'
import { AuthorCard } from '@/components/widgets/AuthorCard'
import { NoticeCard } from '@/components/widgets/NoticeCard'
import { RAIL_HEADING, TOC_CLASSES } from '@/themes/gitbook/components/styles'

const CARD = 'rounded-lg border border-neutral-200 p-3 text-sm dark:border-neutral-800'

/** The right rail (xl and up): last update, contents, the author and the notice. */
export function RightRail({ post }: { post: Post | null }) {
  const site = useSite()
  const t = useMessages()
  return (
    <aside className="sticky top-16 hidden h-[calc(100vh-4rem)] w-72 shrink-0 space-y-6 overflow-y-auto px-5 py-8 xl:block">
      {post && (
        <div className="text-sm">
          <p className={RAIL_HEADING}>{t.POST.LAST_EDITED}</p>
          <time dateTime={post.lastEdited}>{post.lastEdited.slice(0, 10)}</time>
        </div>
      )}
      {post && site.config.POST_TOC_ENABLE && (
        <TableOfContents toc={post.toc} classes={TOC_CLASSES} />
      )}
      <AuthorCard avatar className={CARD} />
      <NoticeCard className={CARD} classes={{ heading: RAIL_HEADING, body: 'gitbook-notice' }} />
    </aside>
  )
}
