import type { RefObject } from 'react'
import { useStaticCollections } from '@/components/notion-renderer/use-static-collections'

/** The view tabs of a kept body's databases (StaticBody); draws nothing. */
export function KeptCollections({
  root,
  goLive
}: {
  root: RefObject<HTMLElement | null>
  /** Turns the body live: the renderer draws the view chosen. */
  goLive: () => void
}) {
  useStaticCollections(root, true, goLive)
  return null
}
