import type { ReactNode } from 'react'
import { PostIcon } from '@/components/article/PostIcon'
import { HeroImage } from '@/components/hero/HeroImage'
import { Link } from '@/components/Link'
import { useSite } from '@/components/theme/theme-context'
import type { PostSummary } from '@/lib/content/types'
import { coverImages } from '@/lib/body/cover-images'
import { categoryHref } from '@/lib/routing/routes'
import { cn, type ClassSlots } from '@/lib/style/cn'

export interface CoverBandProps {
  post: PostSummary
  /** Under the title (dates, counts...). */
  children?: ReactNode
  className?: string
  /** `veil` replaces the veil's colour, `category` the chip's classes; `body` and `title` add. */
  classes?: ClassSlots<'veil' | 'body' | 'category' | 'title'>
}

/**
 * A post's cover band: its cover (else the site's) under a dark veil, the category as a chip
 * linking to its list, the title (with the post's icon) as the page's heading.
 */
export function CoverBand({ post, children, className, classes = {} }: CoverBandProps) {
  const { site } = useSite()
  const images = coverImages(post.cover ?? site.cover, post.cover ? post.id : null)
  return (
    <div
      data-post-hero=""
      className={cn('relative flex h-96 overflow-hidden bg-neutral-800 text-white', className)}
    >
      {images && (
        <HeroImage src={images.full} className="absolute inset-0 h-full w-full object-cover" />
      )}
      <div data-part="veil" className={cn('absolute inset-0', classes.veil ?? 'bg-black/55')} />
      <div data-part="body" className={cn('relative mx-auto w-full px-5', classes.body)}>
        {post.category && (
          <Link
            href={categoryHref(post.category)}
            data-part="category"
            className={classes.category ?? 'mb-3 inline-block px-3 py-0.5 text-sm'}
          >
            {post.category}
          </Link>
        )}
        <h1 className={cn('text-3xl leading-tight font-bold md:text-4xl', classes.title)}>
          <PostIcon icon={post.icon} />
          {post.title}
        </h1>
        {children}
      </div>
    </div>
  )
}
