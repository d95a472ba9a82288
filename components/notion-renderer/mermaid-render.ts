import { globalOf, loadScript } from '@/lib/integrations/load-script'

/** The part of Mermaid's browser API we use. */
interface MermaidApi {
  initialize(config: Record<string, unknown>): void
  render(id: string, text: string): Promise<{ svg: string }>
}

let drawn = 0

/**
 * A diagram drawn by the Mermaid script, as an image URL. An SVG shown through <img> cannot run
 * script or load anything, whatever the diagram's text (Notion content) made Mermaid write;
 * Mermaid's strict mode and plain-SVG labels come on top. Rejects when the script or the diagram
 * fails (the caller keeps the code).
 */
export async function mermaidImage(code: string, script: string, dark: boolean): Promise<string> {
  await loadScript({ src: script })
  const mermaid = globalOf<MermaidApi>('mermaid')
  if (!mermaid || typeof mermaid.render !== 'function') throw new Error('Mermaid did not load')
  mermaid.initialize({
    startOnLoad: false,
    securityLevel: 'strict',
    theme: dark ? 'dark' : 'default',
    htmlLabels: false,
    flowchart: { htmlLabels: false }
  })
  const id = `mermaid-diagram-${++drawn}`
  try {
    const { svg } = await mermaid.render(id, code)
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
  } finally {
    // Mermaid leaves its scratch element behind when a diagram fails.
    document.getElementById(`d${id}`)?.remove()
  }
}
