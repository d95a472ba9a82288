import type { PublicConfig } from '@/lib/config/types'

export type MenuAction =
  | 'back'
  | 'forward'
  | 'refresh'
  | 'home'
  | 'random-post'
  | 'categories'
  | 'tags'
  | 'copy-text'
  | 'copy-link'
  | 'dark-mode'
  | 'theme'

type MenuConfig = Pick<
  PublicConfig,
  | 'THEME_SWITCH'
  | 'CUSTOM_RIGHT_CLICK_CONTEXT_MENU_THEME_SWITCH'
  | 'CUSTOM_RIGHT_CLICK_CONTEXT_MENU_DARK_MODE'
  | 'CUSTOM_RIGHT_CLICK_CONTEXT_MENU_SHARE_LINK'
  | 'CUSTOM_RIGHT_CLICK_CONTEXT_MENU_RANDOM_POST'
  | 'CUSTOM_RIGHT_CLICK_CONTEXT_MENU_CATEGORY'
  | 'CUSTOM_RIGHT_CLICK_CONTEXT_MENU_TAG'
>

export interface MenuContext {
  /** The text selected when the menu opened. */
  selection: string
  /** Whether the page may write to the clipboard (a secure context). */
  clipboard: boolean
}

/** The menu's entries in groups (separated when drawn), each as configured. */
export function menuGroups(config: MenuConfig, context: MenuContext): MenuAction[][] {
  const when = (on: boolean, action: MenuAction) => (on ? [action] : [])
  const copy = context.clipboard
  const groups: MenuAction[][] = [
    ['back', 'forward', 'refresh', 'home'],
    [
      ...when(config.CUSTOM_RIGHT_CLICK_CONTEXT_MENU_RANDOM_POST, 'random-post'),
      ...when(config.CUSTOM_RIGHT_CLICK_CONTEXT_MENU_CATEGORY, 'categories'),
      ...when(config.CUSTOM_RIGHT_CLICK_CONTEXT_MENU_TAG, 'tags')
    ],
    [
      ...when(copy && context.selection.trim() !== '', 'copy-text'),
      ...when(copy && config.CUSTOM_RIGHT_CLICK_CONTEXT_MENU_SHARE_LINK, 'copy-link')
    ],
    [
      ...when(config.CUSTOM_RIGHT_CLICK_CONTEXT_MENU_DARK_MODE, 'dark-mode'),
      ...when(config.THEME_SWITCH && config.CUSTOM_RIGHT_CLICK_CONTEXT_MENU_THEME_SWITCH, 'theme')
    ]
  ]
  return groups.filter((group) => group.length > 0)
}

export interface MenuTarget {
  /** Inside a form field or editable text. */
  editable: boolean
  /** Ctrl, Shift, Alt or Meta was held. */
  modifier: boolean
}

/**
 * When the browser's own menu stays: in form fields, whenever a modifier key is held (the way to
 * a link's own menu), and on selected text the site menu cannot copy.
 */
export function keepsNativeMenu(target: MenuTarget, context: MenuContext): boolean {
  if (target.editable || target.modifier) return true
  return context.selection.trim() !== '' && !context.clipboard
}

/** Where a menu of this size opens: at the point, moved back inside the viewport. */
export function menuPosition(
  point: { x: number; y: number },
  size: { width: number; height: number },
  viewport: { width: number; height: number },
  margin = 8
): { left: number; top: number } {
  const clamp = (value: number, size: number, room: number) =>
    Math.max(margin, Math.min(value, room - size - margin))
  return {
    left: clamp(point.x, size.width, viewport.width),
    top: clamp(point.y, size.height, viewport.height)
  }
}
