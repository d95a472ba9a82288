// The stylesheets a static body's markup needs (components/notion-renderer/StaticBody.tsx), in
// the order the renderer imports them.
import 'react-notion-x/src/styles.css'
import '@/components/notion-renderer/NotionList.module.css'
import '@/components/notion-renderer/NotionProperties.module.css'
import '@/components/notion-renderer/NotionRenderer.module.css'

/** Draws nothing: loading it links the stylesheets above. */
export function BodyStyles() {
  return null
}
