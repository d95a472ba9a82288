import { useEffect, useRef, useState, type ReactNode } from 'react'
import { mermaidImage } from '@/components/notion-renderer/mermaid-render'
import styles from '@/components/notion-renderer/NotionCode.module.css'
import { useMessages } from '@/lib/i18n/use-messages'

const isDark = () => document.documentElement.classList.contains('dark')

/**
 * Mermaid code drawn as a diagram once it nears the viewport (and again when the colour mode
 * changes), its source one click away. Until then, or when the script or the diagram fails, the
 * code block stays as it is.
 */
export function MermaidDiagram({
  code,
  script,
  source
}: {
  code: string
  script: string
  source: ReactNode
}) {
  const t = useMessages()
  const ref = useRef<HTMLDivElement>(null)
  const [image, setImage] = useState<string | null>(null)

  useEffect(() => {
    const element = ref.current
    if (!element) return
    let active = true
    const draw = () =>
      mermaidImage(code, script, isDark()).then(
        (url) => active && setImage(url),
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
  }, [code, script])

  return (
    <div ref={ref} data-part="mermaid" data-drawn={image ? 'true' : undefined}>
      {image ? (
        <figure className={styles.diagram}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL of Mermaid's SVG */}
          <img src={image} alt={t.POST.DIAGRAM} className={styles.diagramImage} />
          <details className={styles.diagramSource}>
            <summary>{t.POST.DIAGRAM_SOURCE}</summary>
            {source}
          </details>
        </figure>
      ) : (
        source
      )}
    </div>
  )
}
