import { useEffect, type RefObject } from 'react'

const SPOILER = '.notion-spoiler'

/**
 * Spoiler text (SPOILER_TEXT_TAG) shows when clicked, or when reached by keyboard and Enter or
 * Space is pressed; it hides again the same way. The text is in the page all along (screen
 * readers read it), only drawn over until then.
 */
export function useSpoilers(root: RefObject<HTMLElement | null>, body: unknown): void {
  useEffect(() => {
    const element = root.current
    if (!element) return
    const spoilers = [...element.querySelectorAll<HTMLElement>(SPOILER)]
    if (!spoilers.length) return
    for (const spoiler of spoilers) spoiler.tabIndex = 0
    const toggle = (target: EventTarget | null) => {
      const spoiler = target instanceof Element ? target.closest<HTMLElement>(SPOILER) : null
      if (!spoiler) return false
      spoiler.toggleAttribute('data-revealed')
      return true
    }
    const onClick = (event: MouseEvent) => void toggle(event.target)
    const onKey = (event: KeyboardEvent) => {
      if ((event.key === 'Enter' || event.key === ' ') && toggle(event.target))
        event.preventDefault()
    }
    element.addEventListener('click', onClick)
    element.addEventListener('keydown', onKey)
    return () => {
      element.removeEventListener('click', onClick)
      element.removeEventListener('keydown', onKey)
    }
  }, [root, body])
}
