// The stylesheet of code blocks (token colours, bar, lines, fold) for a static body's code
// (components/notion-renderer/StaticBody.tsx), the one NotionCode's chunk brings otherwise.
import '@/components/notion-renderer/NotionCode.module.css'

/** Draws nothing: loading it links the stylesheet above. */
export function CodeStyles() {
  return null
}
