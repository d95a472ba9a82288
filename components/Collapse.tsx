import type { ReactNode } from 'react'
import { CONSTANTS } from '@/conf/constants'

export interface CollapseProps {
  open: boolean
  id?: string
  className?: string
  children: ReactNode
}

/**
 * A section that folds open and shut in 300-400 ms. Grid rows animate from 0fr to 1fr,
 * so no height is measured; a shut section is inert, out of the tab order and the a11y tree.
 */
export function Collapse({ open, id, className, children }: CollapseProps) {
  return (
    <div
      id={id}
      inert={!open}
      aria-hidden={!open}
      data-open={open}
      className={className}
      style={{
        display: 'grid',
        gridTemplateRows: open ? '1fr' : '0fr',
        transition: `grid-template-rows ${CONSTANTS.COLLAPSE_MS}ms ease`
      }}
    >
      <div style={{ overflow: 'hidden', minHeight: 0 }}>{children}</div>
    </div>
  )
}
