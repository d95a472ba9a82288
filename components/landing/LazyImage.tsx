/** A section's picture: sized (no layout shift), fetched only when it nears the viewport. */
export function LazyImage(props: {
  src: string
  width: number
  height: number
  /** Empty for a decorative picture. */
  alt?: string
  /** The `data-part` hook. */
  part?: string
  className?: string
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- plain <img>: no image optimiser
    <img
      src={props.src}
      alt={props.alt ?? ''}
      width={props.width}
      height={props.height}
      loading="lazy"
      decoding="async"
      data-part={props.part ?? 'image'}
      className={props.className}
    />
  )
}
