import { useEffect, useRef, useState, type ReactNode } from 'react'
import { watchMermaid } from '@/components/notion-renderer/mermaid-watch'
import styles from '@/components/notion-renderer/NotionCode.module.css'
import { useMessages } from '@/lib/i18n/use-messages'

/**
 * Mermaid code drawn as a diagram once it nears the viewport (and again when the colour mode
 * changes), its source one click away. Until then, or when the script or the diagram fails, the
 * code block stays as it is. A body kept as the server drew it gets the same from
 * use-static-mermaid.
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
    return element ? watchMermaid(element, code, script, setImage) : undefined
  }, [code, script])

  return (
    <div
      ref={ref}
      className={styles.mermaid}
      data-part="mermaid"
      data-drawn={image ? 'true' : undefined}
    >
      {image ? (
        <figure>
          {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL of Mermaid's SVG */}
          <img src={image} alt={t.POST.DIAGRAM} />
          <details>
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
