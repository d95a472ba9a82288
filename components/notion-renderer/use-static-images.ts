import { useEffect, type RefObject } from 'react'
import { useImageZoom } from '@/components/notion-renderer/use-image-zoom'

/** The element NotionImage draws in place of an image that failed to load. */
function failedImage(img: HTMLImageElement): HTMLSpanElement {
  const span = document.createElement('span')
  span.className = 'notion-image-failed'
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
      const loaded = () => attachZoom(img, zoomSrc)
      const broken = () => img.replaceWith(failedImage(img))
      // It may have loaded, or failed, before the page's scripts ran.
      if (img.complete) {
        if (img.naturalWidth > 0) loaded()
        else broken()
        continue
      }
      img.addEventListener('load', loaded, { once: true })
      img.addEventListener('error', broken, { once: true })
      undo.push(() => {
        img.removeEventListener('load', loaded)
        img.removeEventListener('error', broken)
      })
    }
    return () => undo.forEach((step) => step())
  }, [element, active, attachZoom])
}
