import { Link } from '@/components/Link'
import { SectionHeading } from '@/components/landing/SectionHeading'
import type { PostSummary } from '@/lib/content/types'
import { useMessages } from '@/lib/i18n/use-messages'
import { ARCHIVE_PATH } from '@/lib/routing/routes'
import { cn } from '@/lib/style/cn'
import { PostRow } from '@/themes/landing/components/PostRow'
import { CONTAINER, SECTION } from '@/themes/landing/components/styles'
import { useLandingStrings } from '@/themes/landing/strings'

/** The three latest posts and a link to the archive: the way into the blog. */
export function BlogSection({ posts }: { posts: readonly PostSummary[] }) {
  const t = useMessages()
  const s = useLandingStrings()
  const latest = posts.slice(0, 3)
  if (!latest.length) return null
  return (
    <section aria-labelledby="landing-blog" className={cn(CONTAINER, SECTION)}>
      <SectionHeading id="landing-blog" title={s.FROM_THE_BLOG} />
      <div className="mx-auto max-w-3xl">
        {latest.map((post, index) => (
          <PostRow key={post.id} post={post} index={index} preview={null} />
        ))}
        <p className="mt-6 text-center">
          <Link
            href={ARCHIVE_PATH}
            className="font-medium text-blue-700 hover:underline dark:text-blue-400"
          >
            {t.COMMON.MORE} →
          </Link>
        </p>
      </div>
    </section>
  )
}
