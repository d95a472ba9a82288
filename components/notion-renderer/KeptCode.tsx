import type { RefObject } from 'react'
import { useStaticCode } from '@/components/notion-renderer/use-static-code'

/** The copy and fold buttons of a kept body's code blocks (StaticBody); draws nothing. */
export function KeptCode({ root }: { root: RefObject<HTMLElement | null> }) {
  useStaticCode(root, true)
  return null
}
