/* eslint-disable @next/next/no-img-element -- plain <img>, URLs mapped by lib/render */
import { useEffect, useRef, useState, type CSSProperties } from 'react'
import { CONSTANTS } from '@/conf/constants'
import { resizeImageUrl } from '@/lib/render/image-url'
import { useRenderer } from '@/components/notion-renderer/prepared-context'

/** 1×1 transparent gif shown until the image nears the viewport. */
const PLACEHOLDER = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'

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
 * Every image of a body: width/height from Notion (no layout shift), loaded within
 * LAZY_IMAGE_MARGIN_PX of the viewport, alt text shown if it fails, block images zoomable.
 */
export function NotionImage({ src, alt = '', className, style, fill, priority }: Props) {
  const { sizes, zoomWidth, attachZoom } = useRenderer()
  const ref = useRef<HTMLImageElement>(null)
  const [near, setNear] = useState(!!priority)
  const [failed, setFailed] = useState(false)
  const size = src ? sizes.get(src) : undefined

  useEffect(() => {
    const img = ref.current
    if (near || !img) return
    if (typeof IntersectionObserver === 'undefined') {
      queueMicrotask(() => setNear(true))
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true)
      },
      { rootMargin: `${CONSTANTS.LAZY_IMAGE_MARGIN_PX}px` }
    )
    observer.observe(img)
    return () => observer.disconnect()
  }, [near])

  if (!src) return null
  if (failed) return <span className="notion-image-failed">{alt}</span>
  const width = size?.width ?? undefined
  const height = size?.height ?? undefined
  const aspect = width && height ? { aspectRatio: `${width} / ${height}` } : undefined
  return (
    <>
      <img
        ref={ref}
        className={[className, fill ? 'notion-image-fill' : 'notion-image']
          .filter(Boolean)
          .join(' ')}
        style={{ ...style, ...aspect }}
        src={near ? src : PLACEHOLDER}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        onLoad={(e) => {
          if (near && !fill) attachZoom(e.currentTarget, resizeImageUrl(src, zoomWidth))
        }}
        onError={() => near && setFailed(true)}
      />
      {!near && (
        <noscript>
          <img src={src} alt={alt} width={width} height={height} />
        </noscript>
      )}
    </>
  )
}
