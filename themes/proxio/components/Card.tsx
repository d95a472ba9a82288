import { Link } from '@/components/Link'
import { CardImage } from '@/components/post-list/CardImage'
import { CoverLink } from '@/components/post-list/CoverLink'
import { useSite } from '@/components/theme/theme-context'
import { coverImages } from '@/lib/body/cover-images'
import { cn } from '@/lib/style/cn'
import type { PostCardProps } from '@/lib/theme/types'
import styles from '@/themes/proxio/proxio.module.css'

/**
 * A list card: the cover (the site's when the post has none), turning and zooming a little on
 * hover, a date badge on it, then the title and summary.
 */
export function Card({ post, index }: PostCardProps) {
  const { site } = useSite()
  const images = coverImages(post.cover ?? site.cover, post.cover ? post.id : null)
  return (
    <article data-proxio-card="" className={cn(styles.card, 'group flex flex-col')}>
      <div className="relative aspect-[4/3] overflow-hidden rounded-xl bg-neutral-200 dark:bg-[#111a2e]">
        <CoverLink post={post} className="absolute inset-0">
          {images && (
            <CardImage src={images.thumbnail} index={index} className={styles.cardImage} />
          )}
        </CoverLink>
        <time
          dateTime={post.date}
          data-part="date"
          className="absolute top-4 left-4 rounded-full bg-white px-3 py-1 text-xs font-semibold text-[#121212] shadow"
        >
          {post.publishDay}
        </time>
      </div>
      <h2 className="mt-5 text-xl leading-snug font-semibold">
        <Link href={post.href} target={post.target} className="hover:underline">
          {post.title}
        </Link>
      </h2>
      {post.summary && (
        <p className="text-muted mt-2 line-clamp-3 leading-relaxed">{post.summary}</p>
      )}
    </article>
  )
}
