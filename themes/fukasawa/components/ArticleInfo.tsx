import { Link } from '@/components/Link'
import { PostIcon } from '@/components/article/PostIcon'
import type { Post } from '@/lib/content/types'
import { archiveMonthHref } from '@/lib/routing/routes'
import { CardMeta } from '@/themes/fukasawa/components/CardMeta'
import { LINK } from '@/themes/fukasawa/components/styles'
import { useFukasawaStrings } from '@/themes/fukasawa/strings'

/** The article's head: the large title, the publish day (to its archive month), last edit, category and tags. */
export function ArticleInfo({ post }: { post: Post }) {
  const s = useFukasawaStrings()
  return (
    <header data-fukasawa-article-info="" className="mb-8">
      <h1 className="text-3xl leading-tight font-bold text-neutral-900 md:text-4xl dark:text-white">
        <PostIcon icon={post.icon} className="mr-2" />
        {post.title}
      </h1>
      {post.type !== 'Page' && (
        <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          <Link href={archiveMonthHref(post.date)} className={LINK}>
            <time dateTime={post.date}>{post.publishDay}</time>
          </Link>
          {post.lastEditedDay !== post.publishDay && (
            <span>
              {s.LAST_EDITED} <time dateTime={post.lastEdited}>{post.lastEditedDay}</time>
            </span>
          )}
        </p>
      )}
      <CardMeta post={post} className="mt-3" />
    </header>
  )
}
