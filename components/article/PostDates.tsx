import { Link } from '@/components/Link'
import type { PostSummary } from '@/lib/content/types'
import { useMessages } from '@/lib/i18n/use-messages'
import { ARCHIVE_PATH } from '@/lib/routing/routes'

/**
 * A post's publish day, linking to its month in the archive, and its last edit when that is
 * another day: two items of a theme's meta line.
 */
export function PostDates({ post, linkClassName }: { post: PostSummary; linkClassName?: string }) {
  const t = useMessages()
  return (
    <>
      <Link href={`${ARCHIVE_PATH}#${post.date.slice(0, 7)}`} className={linkClassName}>
        <span className="sr-only">{t.POST.PUBLISHED_ON} </span>
        <time dateTime={post.date}>{post.publishDay}</time>
      </Link>
      {post.lastEditedDay !== post.publishDay && (
        <span>
          {t.POST.LAST_EDITED} <time dateTime={post.lastEdited}>{post.lastEditedDay}</time>
        </span>
      )}
    </>
  )
}
