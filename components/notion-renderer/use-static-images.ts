import { useEffect, type RefObject } from 'react'
import { useImageZoom } from '@/components/notion-renderer/use-image-zoom'
import { FAILED_IMAGE_CLASS, watchImage } from '@/components/notion-renderer/watch-image'

/** The element NotionImage draws in place of an image that failed to load. */
function failedImage(img: HTMLImageElement): HTMLSpanElement {
  const span = document.createElement('span')
  span.className = FAILED_IMAGE_CLASS
  span.textContent = img.alt
  return span
}

/**
 * What NotionImage does for the images of a body the renderer drew, for a body kept as the server
 * drew it (StaticBody): a block image zooms once loaded (its zoomed address is in the markup,
 * `data-zoom-src`), and one that fails shows its alt text. Icons, covers and bookmark images have
 * no `data-zoom-src` and are left alone, as NotionImage leaves them.
 */
export function useStaticImages(element: RefObject<HTMLElement | null>, active: boolean): void {
  const attachZoom = useImageZoom()
  useEffect(() => {
    const root = element.current
    if (!active || !root) return
    const undo: (() => void)[] = []
    for (const img of root.querySelectorAll<HTMLImageElement>('img[data-zoom-src]')) {
      const zoomSrc = img.dataset.zoomSrc ?? ''
      undo.push(
        watchImage(
          img,
          () => attachZoom(img, zoomSrc),
          () => img.replaceWith(failedImage(img))
        )
      )
    }
    return () => undo.forEach((step) => step())
  }, [element, active, attachZoom])
}
