import { useEffect, useState } from 'react'
import { keepsNativeMenu, type MenuContext } from '@/lib/widgets/context-menu'

export interface OpenMenu extends MenuContext {
  x: number
  y: number
  /** Where focus was, to return it when the menu closes. */
  returnTo: HTMLElement | null
}

const EDITABLE = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])'

/** Point of a right-click, or the focused element's corner when the keyboard opened the menu. */
function pointOf(event: MouseEvent): { x: number; y: number } {
  if (event.clientX || event.clientY) return { x: event.clientX, y: event.clientY }
  const rect = (document.activeElement ?? document.body).getBoundingClientRect()
  return { x: rect.left + 8, y: rect.bottom }
}

/** Takes over the page's right-click unless the browser's own menu should stay (see keepsNativeMenu). */
export function useContextMenu(): [OpenMenu | null, () => void] {
  const [menu, setMenu] = useState<OpenMenu | null>(null)
  useEffect(() => {
    const onContextMenu = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null
      const context: MenuContext = {
        selection: window.getSelection()?.toString() ?? '',
        clipboard: window.isSecureContext && typeof navigator.clipboard?.writeText === 'function'
      }
      const modifier = event.ctrlKey || event.shiftKey || event.altKey || event.metaKey
      const editable = Boolean(target?.closest(EDITABLE))
      if (keepsNativeMenu({ editable, modifier }, context)) return
      event.preventDefault()
      const active = document.activeElement
      setMenu({
        ...context,
        ...pointOf(event),
        returnTo: active instanceof HTMLElement ? active : null
      })
    }
    document.addEventListener('contextmenu', onContextMenu)
    return () => document.removeEventListener('contextmenu', onContextMenu)
  }, [])
  return [menu, () => setMenu(null)]
}
