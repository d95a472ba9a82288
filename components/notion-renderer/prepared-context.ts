import { createContext, useContext, type ReactNode } from 'react'
import type { CodeOptions } from '@/components/notion-renderer/renderer-config'
import type { PreparedBlocks } from '@/lib/body/types'

export interface RendererContextValue {
  prepared: PreparedBlocks
  /** Intrinsic sizes of the prepared images, by the src the page loads. */
  sizes: ReadonlyMap<string, { width: number | null; height: number | null }>
  zoomWidth: number
  siteHost: string | null
  /** Hands a loaded image to medium-zoom (a no-op until the browser has it). */
  attachZoom: (img: HTMLImageElement, zoomSrc: string) => void
  code: CodeOptions
  /**
   * A block and its subtree drawn by react-notion-x with this body's settings and parts: for
   * parts that draw a block's children themselves (lists).
   */
  renderBlock: (blockId: string) => ReactNode
}

export const RendererContext = createContext<RendererContextValue | null>(null)

export function useRenderer(): RendererContextValue {
  const value = useContext(RendererContext)
  if (!value) throw new Error('Notion block components render only inside <NotionRenderer>')
  return value
}
