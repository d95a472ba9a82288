import { PageViews } from '@/components/article/PageViews'
import { Link } from '@/components/Link'
import { TagChip } from '@/components/TagChip'
import { useSite } from '@/components/theme/theme-context'
import type { PostSummary } from '@/lib/content/types'
import { format } from '@/lib/i18n/format'
import { useMessages } from '@/lib/i18n/use-messages'
import { archiveMonthHref, categoryHref } from '@/lib/routing/routes'
import { ACCENT_HOVER, PILL } from '@/themes/matery/components/styles'

/** The article card's first rows: tags and category, then dates, word count, read time, views. */
export function ArticleInfo({ post }: { post: PostSummary }) {
  const site = useSite()
  const t = useMessages()
  return (
    <div data-article-info="" className="mb-8 border-b border-black/10 pb-5 dark:border-white/10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex flex-wrap gap-2">
          {post.tags.map((tag) => (
            <TagChip key={tag.name} tag={tag} />
          ))}
        </p>
        {post.category && (
          <Link href={categoryHref(post.category)} className={PILL}>
            {post.category}
          </Link>
        )}
      </div>
      <p className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted">
        <span>
          {t.POST.PUBLISHED_ON}{' '}
          <Link href={archiveMonthHref(post.date)} className={ACCENT_HOVER}>
            <time dateTime={post.date}>{post.publishDay}</time>
          </Link>
        </span>
        {post.lastEditedDay !== post.publishDay && (
          <span>
            {t.POST.LAST_EDITED} <time dateTime={post.lastEdited}>{post.lastEditedDay}</time>
          </span>
        )}
        {post.wordCount > 0 && (
          <>
            <span>{format(t.POST.WORD_COUNT, { count: post.wordCount })}</span>
            <span>{format(t.POST.READ_TIME, { minutes: Math.max(1, post.readTime) })}</span>
          </>
        )}
        <PageViews counter={site.config.POST_VIEW_COUNTER} />
      </p>
    </div>
  )
}
