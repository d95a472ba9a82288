import { useEffect, type RefObject } from 'react'
import { watchMermaid } from '@/components/notion-renderer/mermaid-watch'
import { useMessages } from '@/lib/i18n/use-messages'

/**
 * What MermaidDiagram does, for the Mermaid code of a body kept as the server drew it
 * (StaticBody): each diagram drawn once it nears the viewport, as the same figure (the image,
 * then the code block in a <details>), and again when the colour mode changes.
 */
export function useStaticMermaid(
  element: RefObject<HTMLElement | null>,
  active: boolean,
  /** Mermaid's script (the site's setting); none: the code stays code. */
  script: string | null
) {
  const t = useMessages()
  useEffect(() => {
    const root = element.current
    if (!active || !root || !script) return
    const holders = root.querySelectorAll<HTMLElement>('[data-part="mermaid"]')
    const stops = [...holders].map((holder) => {
      const source = holder.firstElementChild
      const code = source?.querySelector('code')?.textContent ?? ''
      if (!source || !code.trim()) return () => undefined
      let image: HTMLImageElement | null = null
      return watchMermaid(holder, code, script, (url) => {
        if (!image) {
          image = document.createElement('img')
          image.alt = t.POST.DIAGRAM
          const summary = document.createElement('summary')
          summary.textContent = t.POST.DIAGRAM_SOURCE
          const details = document.createElement('details')
          const figure = document.createElement('figure')
          details.append(summary, source)
          figure.append(image, details)
          holder.replaceChildren(figure)
          holder.dataset.drawn = 'true'
        }
        image.src = url
      })
    })
    return () => stops.forEach((stop) => stop())
  }, [element, active, script, t])
}
