import { createContext, useContext } from 'react'
import type { CodeOptions } from '@/components/notion-renderer/renderer-config'
import type { PreparedBlocks } from '@/lib/render/types'

export interface RendererContextValue {
  prepared: PreparedBlocks
  /** Intrinsic sizes of the prepared images, by the src the page loads. */
  sizes: ReadonlyMap<string, { width: number | null; height: number | null }>
  zoomWidth: number
  siteHost: string | null
  /** Hands a loaded image to medium-zoom (a no-op until the browser has it). */
  attachZoom: (img: HTMLImageElement, zoomSrc: string) => void
  code: CodeOptions
}

export const RendererContext = createContext<RendererContextValue | null>(null)

export function useRenderer(): RendererContextValue {
  const value = useContext(RendererContext)
  if (!value) throw new Error('Notion block components render only inside <NotionRenderer>')
  return value
}
