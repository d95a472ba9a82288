import type { PostSummary } from '@/lib/content/types'
import { coverImages } from '@/lib/body/cover-images'
import { imageSizes, imageSrcSet } from '@/lib/body/image-url'

/** The post's cover as a wide 21:9 band over the article, its placeholder shown while it loads. */
export function ArticleCover({ post }: { post: PostSummary }) {
  const images = coverImages(post.cover, post.id)
  if (!images) return <div className="h-4" />
  const srcSet = imageSrcSet(images.full)
  return (
    <div className="mx-auto max-w-6xl md:px-5 md:pt-6">
      <div
        className="aspect-[16/9] overflow-hidden bg-neutral-200 bg-cover bg-center md:aspect-[21/9] md:rounded-2xl dark:bg-neutral-900"
        style={{ backgroundImage: `url("${images.placeholder.replace(/"/g, '%22')}")` }}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- images are plain <img> */}
        <img
          src={images.full}
          srcSet={srcSet}
          sizes={srcSet && imageSizes(1152)}
          alt=""
          width={1200}
          height={675}
          fetchPriority="high"
          className="h-full w-full object-cover"
        />
      </div>
    </div>
  )
}
