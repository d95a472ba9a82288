/**
 * A hero's cover picture: decorative, sized, and fetched eagerly and first, as it is the page's
 * largest paint. Position and fit come from `className`.
 */
export function HeroImage({ src, className }: { src: string; className?: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- plain <img>: no image optimiser
    <img
      src={src}
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
