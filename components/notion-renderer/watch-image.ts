/** The class of what a body shows in place of an image that failed to load: its alt text. */
export const FAILED_IMAGE_CLASS = 'notion-image-failed'

/**
 * Calls `loaded` or `broken` once for `img`, whether it settled before the page's scripts ran
 * (React, or a listener added now, would see neither event) or settles later. Returns the undo.
 */
export function watchImage(img: HTMLImageElement, loaded: () => void, broken: () => void) {
  if (img.complete) {
    if (img.naturalWidth > 0) loaded()
    else broken()
    return () => {}
  }
  img.addEventListener('load', loaded, { once: true })
  img.addEventListener('error', broken, { once: true })
  return () => {
    img.removeEventListener('load', loaded)
    img.removeEventListener('error', broken)
  }
}
