import { Link } from '@/components/Link'
import { useState } from 'react'
import type { PostSummary } from '@/lib/content/types'
import { coverImages } from '@/lib/body/cover-images'
import { useMessages } from '@/lib/i18n/use-messages'

/**
 * The lightbox's picture, a link to the post: the tiny placeholder blurred under the full cover,
 * and a spinner until the full one has loaded. Keyed by post, so each post starts loading afresh.
 */
export function LightboxImage({ post }: { post: PostSummary }) {
  const t = useMessages()
  const [loaded, setLoaded] = useState(false)
  const images = coverImages(post.cover, post.id)
  return (
    <Link
      href={post.href}
      target={post.target}
      aria-label={post.title}
      className="relative block aspect-video w-full overflow-hidden bg-neutral-900"
    >
      {images && (
        <>
          {/* eslint-disable-next-line @next/next/no-img-element -- images are plain <img> */}
          <img
            src={images.placeholder}
            alt=""
            width={1200}
            height={675}
            className="absolute inset-0 h-full w-full scale-110 object-cover blur-xl"
          />
          {/* eslint-disable-next-line @next/next/no-img-element -- images are plain <img> */}
          <img
            src={images.full}
            alt=""
            width={1200}
            height={675}
            ref={(img) => void (img?.complete && img.naturalWidth > 0 && setLoaded(true))}
            onLoad={() => setLoaded(true)}
            data-loaded={loaded ? 'true' : 'false'}
            className={`relative h-full w-full object-cover transition-opacity duration-500 ${loaded ? 'opacity-100' : 'opacity-0'}`}
          />
        </>
      )}
      {images && !loaded && (
        <span role="status" className="absolute inset-0 flex items-center justify-center">
          <span
            aria-hidden="true"
            className="h-10 w-10 animate-spin rounded-full border-2 border-white/25 border-t-white"
          />
          <span className="sr-only">{t.COMMON.LOADING}</span>
        </span>
      )}
    </Link>
  )
}
