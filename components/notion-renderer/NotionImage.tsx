/* eslint-disable @next/next/no-img-element -- plain <img>, URLs mapped by lib/body */
import { useEffect, useRef, useState, type CSSProperties } from 'react'
import { imageSizes, imageSrcSet, resizeImageUrl } from '@/lib/body/image-url'
import { useRenderer } from '@/components/notion-renderer/prepared-context'
import { FAILED_IMAGE_CLASS, watchImage } from '@/components/notion-renderer/watch-image'

interface Props {
  src?: string
  alt?: string
  className?: string
  style?: CSSProperties
  /** react-notion-x asks to fill the parent for icons, covers and bookmark images. */
  fill?: boolean
  priority?: boolean
}

/**
 * Every image of a body: width/height from Notion (no layout shift), a source set where the host
 * resizes (the displayed width for `sizes`; none for icons, covers and bookmark images, which fill
 * their box), lazy-loaded by the browser
 * itself (the real `src` is in the server's HTML, so images load before and without the page's
 * scripts, which arrive after the load event), alt text shown if it fails, block images zoomable.
 */
export function NotionImage({ src, alt = '', className, style, fill, priority }: Props) {
  const { prepared, sizes, zoomWidth, attachZoom } = useRenderer()
  const ref = useRef<HTMLImageElement>(null)
  const [failed, setFailed] = useState(false)
  const size = src ? sizes.get(src) : undefined

  // Named in the markup too, so that a body kept as the server drew it can zoom it (StaticBody).
  const zoomSrc = src && !fill ? resizeImageUrl(src, zoomWidth) : undefined

  useEffect(() => {
    const img = ref.current
    if (!img || !src) return
    return watchImage(
      img,
      () => zoomSrc && attachZoom(img, zoomSrc),
      () => setFailed(true)
    )
  }, [src, zoomSrc, attachZoom])

  if (!src) return null
  if (failed) return <span className={FAILED_IMAGE_CLASS}>{alt}</span>
  const width = size?.width ?? undefined
  const height = size?.height ?? undefined
  const aspect = width && height ? { aspectRatio: `${width} / ${height}` } : undefined
  const srcSet = fill ? undefined : imageSrcSet(src)
  return (
    <img
      ref={ref}
      className={[className, fill ? 'notion-image-fill' : 'notion-image'].filter(Boolean).join(' ')}
      style={{ ...style, ...aspect }}
      src={src}
      srcSet={srcSet}
      sizes={srcSet && imageSizes(width ?? prepared.imageWidth)}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      data-zoom-src={zoomSrc}
    />
  )
}
