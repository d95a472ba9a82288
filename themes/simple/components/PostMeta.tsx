import { Link } from '@/components/Link'
import { useSite } from '@/components/theme/theme-context'
import type { PostSummary } from '@/lib/content/types'
import { useMessages } from '@/lib/i18n/use-messages'
import { safeUrl } from '@/lib/body/safe-url'
import { ARCHIVE_PATH, categoryHref, tagHref } from '@/lib/routing/routes'
import { useSimpleConfig } from '@/themes/simple/config'
import { MUTED, RED_HOVER } from '@/themes/simple/components/styles'

/** The archive's month of a post: `/archive#yyyy-MM`. */
const monthHref = (post: PostSummary) => `${ARCHIVE_PATH}#${post.date.slice(0, 7)}`

/**
 * A row's meta line: author (linking to SIMPLE_AUTHOR_LINK when it is a real, safe link), the
 * day linking to its month in the archive, category and tags.
 */
export function PostMeta({ post }: { post: PostSummary }) {
  const site = useSite()
  const config = useSimpleConfig()
  const t = useMessages()
  const raw = config.SIMPLE_AUTHOR_LINK.trim()
  const authorLink = raw && raw !== '#' ? safeUrl(raw) : null
  const author = site.site.author
  return (
    <p data-part="meta" className={`flex flex-wrap gap-x-3 gap-y-1 text-sm ${MUTED}`}>
      {author && (
        <span>
          <span className="sr-only">{t.POST.BY} </span>
          {authorLink ? (
            <a href={authorLink} className={RED_HOVER} data-part="author">
              {author}
            </a>
          ) : (
            <span data-part="author">{author}</span>
          )}
        </span>
      )}
      <Link href={monthHref(post)} className={RED_HOVER} data-part="date">
        <time dateTime={post.date}>{post.publishDay}</time>
      </Link>
      {post.category && (
        <Link href={categoryHref(post.category)} className={RED_HOVER} data-part="category">
          {post.category}
        </Link>
      )}
      {post.tags.map((tag) => (
        <Link key={tag.name} href={tagHref(tag.name)} className={RED_HOVER}>
          /{tag.name}
        </Link>
      ))}
    </p>
  )
}
