import type { RefObject } from 'react'
import { useStaticMermaid } from '@/components/notion-renderer/use-static-mermaid'

/** The diagrams of a kept body's Mermaid code (StaticBody); draws nothing. */
export function KeptMermaid({
  root,
  script
}: {
  root: RefObject<HTMLElement | null>
  script: string
}) {
  useStaticMermaid(root, true, script)
  return null
}
