import { Link } from '@/components/Link'
import { PostIcon } from '@/components/article/PostIcon'
import type { Post } from '@/lib/content/types'
import { format } from '@/lib/i18n/format'
import { categoryHref } from '@/lib/routing/routes'
import { useNextConfig } from '@/themes/next/config'
import { useNextStrings } from '@/themes/next/strings'
import { MUTED, SIDE_LINK } from '@/themes/next/components/styles'

/**
 * The article's info block: title, then posted and edited days, category, word count and reading
 * time (when known). With NEXT_ARTICLE_INFO off only the title remains, for screen readers.
 */
export function ArticleInfo({ post }: { post: Post }) {
  const config = useNextConfig()
  const s = useNextStrings()
  const title = (
    <h1
      className={
        config.NEXT_ARTICLE_INFO
          ? 'text-2xl font-semibold text-neutral-800 md:text-3xl dark:text-neutral-100'
          : 'sr-only'
      }
    >
      <PostIcon icon={post.icon} className="mr-1" />
      {post.title}
    </h1>
  )
  if (!config.NEXT_ARTICLE_INFO) return title
  const facts = [
    { label: s.POSTED, value: <time dateTime={post.date}>{post.publishDay}</time> },
    post.lastEditedDay !== post.publishDay && {
      label: s.EDITED,
      value: <time dateTime={post.lastEdited}>{post.lastEditedDay}</time>
    },
    post.category && {
      label: s.IN,
      value: (
        <Link href={categoryHref(post.category)} className={SIDE_LINK}>
          {post.category}
        </Link>
      )
    },
    post.wordCount > 0 && { label: s.WORDS, value: post.wordCount },
    post.readTime > 0 && { label: s.READ_TIME, value: format(s.MINUTES, { count: post.readTime }) }
  ].filter((fact) => !!fact)
  return (
    <header data-next-article-info="" className="mb-8 text-center">
      {title}
      <ul className={`mt-3 flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm ${MUTED}`}>
        {facts.map((fact) => (
          <li key={fact.label}>
            {fact.label} {fact.value}
          </li>
        ))}
      </ul>
    </header>
  )
}
