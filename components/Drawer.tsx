import type { ReactNode } from 'react'
import { useMessages } from '@/lib/i18n/use-messages'
import { useDialog } from '@/components/use-dialog'

export type DrawerSide = 'left' | 'right' | 'bottom'

export interface DrawerProps {
  /** Accessible name of the dialog. */
  label: string
  side: DrawerSide
  onClose: () => void
  children: ReactNode
  /** Classes of the panel (colours, width); position and motion come from the side. */
  className?: string
  /**
   * Close when a link inside is followed. For links that stay on the page (a contents jump, a
   * hash) no route change comes to close the drawer.
   */
  closeOnLink?: boolean
}

const PANEL: Record<DrawerSide, string> = {
  left: 'inset-y-0 left-0 w-[min(20rem,85vw)]',
  right: 'inset-y-0 right-0 w-[min(20rem,85vw)]',
  bottom: 'inset-x-0 bottom-0 max-h-[80vh] rounded-t-2xl'
}

/**
 * A side drawer or bottom sheet, mounted while open: focus moves in and returns on close, Tab
 * stays inside, Escape, a click on the scrim and a route change close it, the page stays put.
 * Themes style it through `data-drawer`, `data-drawer-scrim` and `data-side`.
 */
export function Drawer(props: DrawerProps) {
  const { label, side, onClose, children, className = '', closeOnLink = false } = props
  const t = useMessages()
  const { initialFocus, onKeyDown } = useDialog<HTMLButtonElement>(onClose)
  return (
    <div
      data-drawer-scrim=""
      className="fixed inset-0 z-50 bg-black/40"
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-label={label}
        data-drawer=""
        data-side={side}
        onKeyDown={onKeyDown}
        className={`fixed flex flex-col overflow-hidden shadow-xl ${PANEL[side]} ${className}`}
      >
        <div className="flex items-center justify-between gap-2 px-4 py-2">
          <span className="text-sm font-semibold">{label}</span>
          <button
            ref={initialFocus}
            type="button"
            onClick={onClose}
            aria-label={t.COMMON.CLOSE}
            data-drawer-close=""
            className="rounded p-2 text-lg leading-none hover:bg-black/5 dark:hover:bg-white/10"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div
          className="min-h-0 flex-1 overflow-y-auto px-4 pb-6"
          onClick={(e) => closeOnLink && (e.target as Element).closest('a') && onClose()}
        >
          {children}
        </div>
      </div>
    </div>
  )
}
