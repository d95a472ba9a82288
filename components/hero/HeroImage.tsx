import { imageSrcSet } from '@/lib/body/image-url'

/**
 * A hero's cover picture: decorative, sized, as wide as the window (a source set where the host
 * resizes), and fetched eagerly and first, as it is the page's largest paint. Position and fit
 * come from `className`.
 */
export function HeroImage({ src, className }: { src: string; className?: string }) {
  const srcSet = imageSrcSet(src)
  return (
    // eslint-disable-next-line @next/next/no-img-element -- plain <img>: no image optimiser
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet && '100vw'}
      alt=""
      width={1200}
      height={675}
      loading="eager"
      fetchPriority="high"
      data-part="image"
      className={className}
    />
  )
}
