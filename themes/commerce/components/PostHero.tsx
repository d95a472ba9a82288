import { PostIcon } from '@/components/article/PostIcon'
import { HeroImage } from '@/components/hero/HeroImage'
import { Link } from '@/components/Link'
import { useSite } from '@/components/theme/theme-context'
import type { PostSummary } from '@/lib/content/types'
import { coverImages } from '@/lib/render/cover-images'
import { categoryHref } from '@/lib/routing/routes'
import { RED } from '@/themes/commerce/components/styles'

/** A product's band: its cover (else the site's) under a dark veil, the category chip, the title. */
export function PostHero({ post }: { post: PostSummary }) {
  const site = useSite()
  const images = coverImages(post.cover ?? site.site.cover, post.cover ? post.id : null)
  return (
    <div
      data-post-hero=""
      className="relative flex h-96 items-center justify-center overflow-hidden bg-neutral-800 text-white"
    >
      {images && (
        <HeroImage src={images.full} className="absolute inset-0 h-full w-full object-cover" />
      )}
      <div className="absolute inset-0 bg-black/60" />
      <div className="relative mx-auto w-full max-w-4xl px-5 text-center">
        {post.category && (
          <Link
            href={categoryHref(post.category)}
            data-part="category"
            className={`${RED} mb-4 inline-block px-3 py-1 text-sm text-white hover:brightness-110`}
          >
            {post.category}
          </Link>
        )}
        <h1 className="text-3xl leading-tight font-bold md:text-4xl">
          <PostIcon icon={post.icon} />
          {post.title}
        </h1>
      </div>
    </div>
  )
}
