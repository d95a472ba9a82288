import { useMessages } from '@/lib/i18n/use-messages'
import { PageViews } from '@/components/article/PageViews'
import { PostDates } from '@/components/article/PostDates'
import { PostIcon } from '@/components/article/PostIcon'
import { WaveHeader } from '@/components/hero/WaveHeader'
import { Link } from '@/components/Link'
import { useSite } from '@/components/theme/theme-context'
import type { PostSummary } from '@/lib/content/types'
import { format } from '@/lib/i18n/format'
import { coverImages } from '@/lib/body/cover-images'
import { categoryHref, tagHref } from '@/lib/routing/routes'

const pill = 'rounded-lg bg-white/20 px-3 py-0.5 text-sm hover:bg-white/30'

/**
 * An article's banner (30rem): a blue (by night amber) panel over its blurred, tilted cover, with
 * category and tags, the title, word count and read time, dates and views; waves at the bottom.
 */
export function PostHero({ post }: { post: PostSummary }) {
  const site = useSite()
  const t = useMessages()
  const images = coverImages(post.cover ?? site.site.cover, post.cover ? post.id : null)
  const isPost = post.type !== 'Page'
  return (
    <WaveHeader
      image={images?.full}
      className="h-[30rem] bg-[#4f65f0] text-white dark:bg-[#ca8a04] dark:text-neutral-950"
      classes={{
        content: 'mx-auto flex h-full max-w-[86rem] flex-col justify-center gap-4 px-6 pt-16 pb-16',
        wave: 'text-[#f7f9fe] dark:text-[#18171d]'
      }}
    >
      <p className="flex flex-wrap gap-2">
        {post.category && (
          <Link href={categoryHref(post.category)} className={pill}>
            {post.category}
          </Link>
        )}
        {post.tags.map((tag) => (
          <Link key={tag.name} href={tagHref(tag.name)} className={pill}>
            #{tag.name}
          </Link>
        ))}
      </p>
      <h1 className="text-3xl leading-tight font-bold md:text-5xl">
        <PostIcon icon={post.icon} />
        {post.title}
      </h1>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {isPost && post.wordCount > 0 && (
          <>
            <span>{format(t.POST.WORD_COUNT, { count: post.wordCount })}</span>
            <span>{format(t.POST.READ_TIME, { minutes: Math.max(1, post.readTime) })}</span>
          </>
        )}
        <PostDates post={post} linkClassName="hover:underline" />
        {isPost && <PageViews counter={site.config.POST_VIEW_COUNTER} />}
      </p>
    </WaveHeader>
  )
}
