import { PageViews } from '@/components/article/PageViews'
import { PostDates } from '@/components/article/PostDates'
import { PostIcon } from '@/components/article/PostIcon'
import { HeroImage } from '@/components/hero/HeroImage'
import { Link } from '@/components/Link'
import { useSite } from '@/components/theme/theme-context'
import type { PostSummary } from '@/lib/content/types'
import { format } from '@/lib/i18n/format'
import { useMessages } from '@/lib/i18n/use-messages'
import { coverImages } from '@/lib/body/cover-images'
import { categoryHref } from '@/lib/routing/routes'

/**
 * An article's cover band under a dark veil: category, title, publish and edit dates, word count,
 * read time and views. The site's cover stands in when the post has none.
 */
export function PostHero({ post }: { post: PostSummary }) {
  const site = useSite()
  const t = useMessages()
  const images = coverImages(post.cover ?? site.site.cover, post.cover ? post.id : null)
  return (
    <div
      data-post-hero=""
      className="relative flex h-96 items-end justify-center overflow-hidden bg-neutral-800 text-white"
    >
      {images && (
        <HeroImage src={images.full} className="absolute inset-0 h-full w-full object-cover" />
      )}
      <div className="absolute inset-0 bg-black/55" />
      <div className="relative mx-auto w-full max-w-4xl px-5 pb-10 text-center">
        {post.category && (
          <Link
            href={categoryHref(post.category)}
            className="mb-3 inline-block rounded-md bg-(--hexo-accent) px-3 py-0.5 text-sm text-neutral-950"
          >
            {post.category}
          </Link>
        )}
        <h1 className="text-3xl leading-tight font-bold md:text-4xl">
          <PostIcon icon={post.icon} />
          {post.title}
        </h1>
        <p className="mt-4 flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm text-white/90">
          <PostDates post={post} linkClassName="hover:underline" />
          {post.type !== 'Page' && post.wordCount > 0 && (
            <>
              <span>{format(t.POST.WORD_COUNT, { count: post.wordCount })}</span>
              <span>{format(t.POST.READ_TIME, { minutes: Math.max(1, post.readTime) })}</span>
            </>
          )}
          {post.type !== 'Page' && <PageViews counter={site.config.POST_VIEW_COUNTER} />}
        </p>
      </div>
    </div>
  )
}
