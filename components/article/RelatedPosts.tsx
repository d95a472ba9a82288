import { Link } from '@/components/Link'
import type { PostLink } from '@/lib/content/types'
import { useMessages } from '@/lib/i18n/use-messages'

export interface RelatedPostsProps {
  /** Already limited to POST_RECOMMEND_COUNT by the props builder. */
  posts: readonly PostLink[]
  className?: string
}

/** Posts sharing a category or tag with this one. */
export function RelatedPosts({ posts, className = '' }: RelatedPostsProps) {
  const t = useMessages()
  if (!posts.length) return null
  return (
    <section aria-label={t.POST.RELATED_POSTS} className={className}>
      <h2 className="mb-2 text-sm font-semibold">{t.POST.RELATED_POSTS}</h2>
      <ul className="space-y-1 text-sm">
        {posts.map((post) => (
          <li key={post.id} className="flex justify-between gap-4">
            <Link href={post.href} target={post.target} className="hover:underline">
              {post.title}
            </Link>
            <time dateTime={post.date} className="shrink-0">
              {post.publishDay}
            </time>
          </li>
        ))}
      </ul>
    </section>
  )
}
