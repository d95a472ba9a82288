/* eslint-disable @next/next/no-img-element -- plain <img>, URLs mapped by lib/body */
import { useEffect, useRef, useState, type CSSProperties } from 'react'
import { imageSizes, imageSrcSet, resizeImageUrl } from '@/lib/body/image-url'
import { useRenderer } from '@/components/notion-renderer/prepared-context'

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

  // The image may have loaded, or failed, before the page hydrated: React saw neither event.
  useEffect(() => {
    const img = ref.current
    if (!img || !src) return
    const loaded = () => {
      if (!fill) attachZoom(img, resizeImageUrl(src, zoomWidth))
    }
    if (img.complete) {
      if (img.naturalWidth > 0) loaded()
      else setFailed(true)
      return
    }
    const broken = () => setFailed(true)
    img.addEventListener('load', loaded, { once: true })
    img.addEventListener('error', broken, { once: true })
    return () => {
      img.removeEventListener('load', loaded)
      img.removeEventListener('error', broken)
    }
  }, [src, fill, zoomWidth, attachZoom])

  if (!src) return null
  if (failed) return <span className="notion-image-failed">{alt}</span>
  const width = size?.width ?? undefined
  const height = size?.height ?? undefined
  const aspect = width && height ? { aspectRatio: `${width} / ${height}` } : undefined
  const srcSet = fill ? undefined : imageSrcSet(src)
  // Named in the markup so that a body kept as the server drew it can zoom it (StaticBody).
  const zoomSrc = fill ? undefined : resizeImageUrl(src, zoomWidth)
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
