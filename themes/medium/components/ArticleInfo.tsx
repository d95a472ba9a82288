import { Link } from '@/components/Link'
import { PageViews } from '@/components/article/PageViews'
import { PostIcon } from '@/components/article/PostIcon'
import { useSite } from '@/components/theme/theme-context'
import type { Post } from '@/lib/content/types'
import { useMessages } from '@/lib/i18n/use-messages'
import { resourceUrl } from '@/lib/body/resource-url'
import { ACCENT, MUTED } from '@/themes/medium/components/styles'

/** The author's page, as on Medium: the name under a title leads to it. */
const ABOUT_PATH = '/about'

/** An article's head: a big title; the author (avatar, green name to /about), dates and views. */
export function ArticleInfo({ post }: { post: Post }) {
  const { config } = useSite()
  const t = useMessages()
  const avatar = resourceUrl(config.AVATAR)
  const edited = post.lastEditedDay && post.lastEditedDay !== post.publishDay
  return (
    <header className="mb-8">
      <h1 className="text-3xl leading-tight font-bold tracking-tight md:text-4xl">
        <PostIcon icon={post.icon} className="mr-1" />
        {post.title}
      </h1>
      <div className={`mt-5 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm ${MUTED}`}>
        <Link
          href={ABOUT_PATH}
          data-part="author"
          className={`inline-flex items-center gap-2 font-medium hover:underline ${ACCENT}`}
        >
          {avatar && (
            // eslint-disable-next-line @next/next/no-img-element -- plain <img>: the site serves no image optimiser
            <img src={avatar} alt="" width={32} height={32} className="h-8 w-8 rounded-full" />
          )}
          <span>
            <span className="sr-only">{t.POST.BY} </span>
            {config.AUTHOR}
          </span>
        </Link>
        <span>
          <span className="sr-only">{t.POST.PUBLISHED_ON} </span>
          <time dateTime={post.date}>{post.publishDay}</time>
        </span>
        {edited && (
          <span data-part="edited">
            {t.POST.LAST_EDITED} <time dateTime={post.lastEdited}>{post.lastEditedDay}</time>
          </span>
        )}
        {post.type !== 'Page' && <PageViews counter={config.POST_VIEW_COUNTER} />}
      </div>
    </header>
  )
}
