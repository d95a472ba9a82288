import { Link } from '@/components/Link'
import type { Post } from '@/lib/content/types'
import { archiveMonthHref, categoryHref, tagHref } from '@/lib/routing/routes'

/** The article's head: a big centred title, then its date, category (green) and tags (yellow). */
export function ArticleInfo({ post }: { post: Post }) {
  return (
    <header className="mb-10 text-center">
      <h1 className="text-3xl leading-tight font-bold md:text-5xl">{post.title}</h1>
      {post.type !== 'Page' && (
        <p className="mt-5 flex flex-wrap items-center justify-center gap-x-4 gap-y-2 text-sm">
          <Link href={archiveMonthHref(post.date)} className="text-muted hover:underline">
            <time dateTime={post.date}>{post.publishDay}</time>
          </Link>
          {post.category && (
            <Link
              href={categoryHref(post.category)}
              className="font-medium text-green-700 hover:underline dark:text-green-400"
            >
              {post.category}
            </Link>
          )}
          {post.tags.map((tag) => (
            <Link
              key={tag.name}
              href={tagHref(tag.name)}
              className="rounded bg-yellow-100 px-2 py-0.5 text-yellow-900 hover:underline dark:bg-yellow-400/15 dark:text-yellow-200"
            >
              #{tag.name}
            </Link>
          ))}
        </p>
      )}
    </header>
  )
}
