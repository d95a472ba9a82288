import { Link } from '@/components/Link'
import { OverlayCard } from '@/components/post-list/OverlayCard'
import { TagChip } from '@/components/TagChip'
import { useMessages } from '@/lib/i18n/use-messages'
import { archiveMonthHref, categoryHref } from '@/lib/routing/routes'
import type { PostCardProps } from '@/lib/theme/types'
import { useMateryConfig } from '@/themes/matery/config'
import { ACCENT_HOVER, CARD } from '@/themes/matery/components/styles'
import styles from '@/themes/matery/matery.module.css'

/**
 * The PostCard slot: the title over the cover, the summary, then the date (to its month in the
 * archive), the category and the tags. The picture darkens and zooms under the pointer.
 */
export function MateryCard({ post, index, preview }: PostCardProps) {
  const config = useMateryConfig()
  const t = useMessages()
  return (
    <OverlayCard
      post={post}
      index={index}
      style={{ animationDelay: `${(index % 3) * 80}ms` }}
      cover={config.MATERY_POST_LIST_COVER ? post.cover : null}
      summary={config.MATERY_POST_LIST_SUMMARY}
      preview={config.MATERY_POST_LIST_PREVIEW ? preview : null}
      classes={{
        root: `${CARD} ${styles.zoomIn} h-full transition-shadow hover:shadow-xl`,
        cover: 'h-52',
        image:
          'transition-transform duration-500 group-hover:scale-110 motion-reduce:transition-none',
        shade: 'from-black/75 to-black/0 transition-colors group-hover:bg-black/30',
        title: 'text-xl font-semibold',
        summary: 'text-sm text-neutral-700 dark:text-neutral-300',
        body: 'gap-3',
        footer: 'border-t border-black/5 dark:border-white/10'
      }}
      footer={
        <>
          <p className="flex items-center justify-between gap-2 text-muted">
            <Link href={archiveMonthHref(post.date)} className={ACCENT_HOVER}>
              <span className="sr-only">{t.POST.PUBLISHED_ON} </span>
              <time dateTime={post.date}>{post.publishDay}</time>
            </Link>
            {post.category && (
              <Link
                href={categoryHref(post.category)}
                data-part="category"
                className={`truncate ${ACCENT_HOVER}`}
              >
                {post.category}
              </Link>
            )}
          </p>
          {post.tags.length > 0 && (
            <p data-part="tags" className="mt-2 flex flex-wrap gap-1.5">
              {post.tags.map((tag) => (
                <TagChip key={tag.name} tag={tag} className="rounded px-2 py-0.5 text-xs" />
              ))}
            </p>
          )}
        </>
      }
    />
  )
}
