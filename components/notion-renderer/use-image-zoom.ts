import { useCallback, useEffect, useRef } from 'react'
import type { Zoom } from 'medium-zoom'
import { CONSTANTS } from '@/conf/constants'
import { log } from '@/lib/log'

/** Zoom margin for the window width (8, 20, 30, 40, 48 or 72 px). */
export function zoomMargin(width: number): number {
  for (const [max, margin] of CONSTANTS.RESPONSIVE_STEPS) if (width < max) return margin
  return 72
}

/**
 * One medium-zoom per rendered body, loaded on the first image that asks for it. Closes on Escape
 * and click (medium-zoom), on scrolling past ZOOM_SCROLL_OFFSET_PX, and on resize (here).
 */
export function useImageZoom(): (img: HTMLImageElement, zoomSrc: string) => void {
  const zoom = useRef<Promise<Zoom> | null>(null)

  const load = useCallback(() => {
    zoom.current ??= import('medium-zoom').then(({ default: mediumZoom }) =>
      mediumZoom({
        background: CONSTANTS.ZOOM_BACKGROUND,
        margin: zoomMargin(window.innerWidth),
        scrollOffset: CONSTANTS.ZOOM_SCROLL_OFFSET_PX
      })
    )
    return zoom.current
  }, [])

  useEffect(() => {
    const onResize = () => {
      void zoom.current?.then((z) => {
        z.close()
        z.update({ margin: zoomMargin(window.innerWidth) })
      })
    }
    window.addEventListener('resize', onResize)
    return () => {
      window.removeEventListener('resize', onResize)
      void zoom.current?.then((z) => z.detach())
    }
  }, [])

  return useCallback(
    (img, zoomSrc) => {
      if (!(img instanceof HTMLImageElement) || !img.isConnected) {
        log.warn('Invalid zoom target: the image stays a normal image')
        return
      }
      img.dataset.zoomSrc = zoomSrc
      void load().then((z) => z.attach(img))
    },
    [load]
  )
}
