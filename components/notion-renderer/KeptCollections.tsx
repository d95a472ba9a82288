import type { RefObject } from 'react'
import { useStaticCollections } from '@/components/notion-renderer/use-static-collections'

/** The view tabs of a kept body's databases (StaticBody); draws nothing. */
export function KeptCollections({ root }: { root: RefObject<HTMLElement | null> }) {
  useStaticCollections(root, true)
  return null
}
