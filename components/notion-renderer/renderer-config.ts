import { useMemo } from 'react'
import type { PublicConfig } from '@/lib/config/types'

/** The settings a post body reads. */
export type RendererConfig = Pick<
  PublicConfig,
  | 'IMAGE_ZOOM_IN_WIDTH'
  | 'CAN_COPY'
  | 'LINK'
  | 'CODE_MAC_BAR'
  | 'CODE_LINE_NUMBERS'
  | 'CODE_COLLAPSE'
  | 'CODE_COLLAPSE_EXPAND_DEFAULT'
  | 'MERMAID_CDN'
>

/** How code blocks draw, from the settings. */
export interface CodeOptions {
  macBar: boolean
  lineNumbers: boolean
  /** Blocks longer than this many lines can be folded; null: never. */
  foldAfter: number | null
  startFolded: boolean
  mermaidScript: string
}

/** Code blocks longer than this can fold; folded, they show this many lines. */
export const FOLD_LINES = 15

export function codeOptionsOf(config: RendererConfig): CodeOptions {
  return {
    macBar: config.CODE_MAC_BAR,
    lineNumbers: config.CODE_LINE_NUMBERS,
    foldAfter: config.CODE_COLLAPSE ? FOLD_LINES : null,
    startFolded: config.CODE_COLLAPSE && !config.CODE_COLLAPSE_EXPAND_DEFAULT,
    mermaidScript: config.MERMAID_CDN
  }
}

export function useCodeOptions(config: RendererConfig): CodeOptions {
  const { macBar, lineNumbers, foldAfter, startFolded, mermaidScript } = codeOptionsOf(config)
  return useMemo(
    () => ({ macBar, lineNumbers, foldAfter, startFolded, mermaidScript }),
    [macBar, lineNumbers, foldAfter, startFolded, mermaidScript]
  )
}
