import type { ComponentType, FC } from 'react'
import type { ButtonBlock } from 'notion-types'

/**
 * The body renderer's parts a theme may redraw. Links, images, code, embeds and databases are
 * not among them: they carry the renderer's safety and loading rules.
 */
export interface RendererParts {
  /** A to-do's box. */
  Checkbox?: FC<{ isChecked: boolean; blockId?: string }>
  /** A Notion button block. */
  Button?: ComponentType<{ blockId: string; block: ButtonBlock; className?: string }>
}
