import { mermaidImage } from '@/components/notion-renderer/mermaid-render'

const isDark = () => document.documentElement.classList.contains('dark')

/**
 * Draws Mermaid code once its element nears the viewport, and again when the colour mode
 * changes, handing each image to `show`; a failed script or diagram hands nothing (the code
 * stays). Returns what stops it.
 */
export function watchMermaid(
  element: Element,
  code: string,
  script: string,
  show: (imageUrl: string) => void
): () => void {
  let active = true
  const draw = () =>
    mermaidImage(code, script, isDark()).then(
      (url) => active && show(url),
      () => undefined
    )
  const modeWatch = new MutationObserver(() => void draw())
  const visible = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      visible.disconnect()
      void draw()
      modeWatch.observe(document.documentElement, { attributeFilter: ['class'] })
    },
    { rootMargin: '300px' }
  )
  visible.observe(element)
  return () => {
    active = false
    visible.disconnect()
    modeWatch.disconnect()
  }
}
