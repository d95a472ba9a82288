// KaTeX's stylesheet for a static body's equations (components/notion-renderer/StaticBody.tsx),
// the one NotionEquation's chunk brings otherwise.
import 'katex/dist/katex.min.css'

/** Draws nothing: loading it links the stylesheet above. */
export function EquationStyles() {
  return null
}
