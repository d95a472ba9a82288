import { Link } from '@/components/Link'
import type { PostSummary } from '@/lib/content/types'
import { archiveMonthHref, categoryHref, tagHref } from '@/lib/routing/routes'

/** Under the body: the category in green, the tags in yellow, the date in grey. */
export function PostMeta({ post }: { post: PostSummary }) {
  return (
    <p
      data-part="post-meta"
      className="mt-10 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 text-sm"
    >
      {post.category && (
        <Link
          href={categoryHref(post.category)}
          className="text-green-700 hover:underline dark:text-green-400"
        >
          {post.category}
        </Link>
      )}
      {post.tags.map((tag) => (
        <Link
          key={tag.name}
          href={tagHref(tag.name)}
          className="text-yellow-700 hover:underline dark:text-yellow-300"
        >
          #{tag.name}
        </Link>
      ))}
      <Link href={archiveMonthHref(post.date)} className="text-muted hover:underline">
        <time dateTime={post.date}>{post.publishDay}</time>
      </Link>
    </p>
  )
}
