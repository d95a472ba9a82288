import { Highlight } from '@/components/Highlight'
import { Link } from '@/components/Link'
import { CardImage } from '@/components/post-list/CardImage'
import { CoverLink } from '@/components/post-list/CoverLink'
import { LockBadge } from '@/components/post-list/LockBadge'
import { useSite } from '@/components/theme/theme-context'
import { coverImages } from '@/lib/body/cover-images'
import { archiveMonthHref } from '@/lib/routing/routes'
import type { PostCardProps } from '@/lib/theme/types'
import { usePhotoConfig } from '@/themes/photo/config'

/**
 * One frame of the strip: the cover (else the site's), a small light title and the month it
 * was published, linking to that month in the archive. `query` marks the title's matches.
 */
export function PhotoCard({ post, index, query }: PostCardProps & { query?: string }) {
  const { site } = useSite()
  const config = usePhotoConfig()
  const images = config.PHOTO_POST_LIST_COVER
    ? coverImages(post.cover ?? site.cover, post.cover ? post.id : null)
    : null
  const month = post.date.slice(0, 7)
  return (
    <article className="text-center" data-photo-card="">
      {images && (
        <CoverLink post={post} className="block overflow-hidden bg-neutral-100 dark:bg-neutral-800">
          <CardImage
            src={images.thumbnail}
            index={index}
            className="aspect-[4/5] max-h-[70vh] md:aspect-[3/2] transition duration-500 select-none hover:scale-[1.02] motion-reduce:transition-none"
          />
        </CoverLink>
      )}
      <h2 data-part="title" className="mt-2 px-2 text-base leading-tight font-light">
        {/* Padded so a phone's finger has 24px of target (title and month sit close). */}
        <Link href={post.href} target={post.target} className="inline-block py-1 hover:underline">
          {query ? <Highlight text={post.title} query={query} /> : post.title}
        </Link>
        {post.locked && <LockBadge className="ml-2" />}
      </h2>
      {month && (
        <Link
          href={archiveMonthHref(post.date)}
          className="inline-block py-1 text-sm text-muted hover:underline"
        >
          {month}
        </Link>
      )}
    </article>
  )
}
