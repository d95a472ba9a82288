import { PostIcon } from '@/components/article/PostIcon'
import { HeroImage } from '@/components/hero/HeroImage'
import { useSite } from '@/components/theme/theme-context'
import type { PostSummary } from '@/lib/content/types'
import { coverImages } from '@/lib/body/cover-images'

/**
 * An article's cover band under an indigo veil with its title; the article card is pulled up
 * over its lower part. The site's cover stands in when the post has none.
 */
export function PostHero({ post }: { post: PostSummary }) {
  const site = useSite()
  const images = coverImages(post.cover ?? site.site.cover, post.cover ? post.id : null)
  return (
    <div
      data-post-hero=""
      className="relative flex h-[26rem] items-center justify-center overflow-hidden bg-indigo-900 pb-32 text-white md:h-[30rem]"
    >
      {images && (
        <HeroImage src={images.full} className="absolute inset-0 h-full w-full object-cover" />
      )}
      <div className="absolute inset-0 bg-linear-to-b from-indigo-950/60 to-black/50" />
      <h1 className="relative mx-auto max-w-4xl px-5 pt-16 text-center text-3xl leading-tight font-bold [text-shadow:0_2px_8px_rgb(0_0_0/0.5)] md:text-4xl">
        <PostIcon icon={post.icon} />
        {post.title}
      </h1>
    </div>
  )
}
