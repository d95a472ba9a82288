import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { cn } from '@/lib/style/cn'
import { flushSync } from 'react-dom'
import type { MenuItem } from '@/components/menu/menu-model'
import { MenuLink } from '@/components/menu/MenuLink'

export interface MenuDropdownProps {
  item: MenuItem
  className?: string
  /** The entry itself (a button for a dropdown-only row, else a link). */
  triggerClassName?: string
  /** The sub-menu panel's look. */
  panelClassName?: string
  /** Where the panel opens: below the entry (`top-full left-0`) unless given. */
  panelPlacement?: string
  linkClassName?: string
}

/**
 * A menu entry with sub-menus: opens on hover, and from the keyboard (Enter/Space on a
 * dropdown-only entry, ArrowDown on any); arrows move, Escape closes and returns focus.
 */
export function MenuDropdown(props: MenuDropdownProps) {
  const { item, className = '', triggerClassName, panelClassName = '', linkClassName } = props
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const root = useRef<HTMLLIElement>(null)
  const trigger = useRef<HTMLElement | null>(null)
  const links = () => [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]

  const focusLink = (index: number) => {
    // A `hidden` panel cannot take focus: render it open first, then move focus at once, so
    // quick key presses never race a pending frame.
    if (!open) flushSync(() => setOpen(true))
    const all = links()
    all[(index + all.length) % all.length]?.focus()
  }
  const close = () => {
    setOpen(false)
    trigger.current?.focus()
  }
  const onTriggerKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') focusLink(0)
    else if (e.key === 'ArrowUp') focusLink(-1)
    else if (e.key === 'Escape') setOpen(false)
    else return
    e.preventDefault()
  }
  const onLinkKey = (e: KeyboardEvent<HTMLAnchorElement>) => {
    const at = links().indexOf(e.currentTarget)
    if (e.key === 'ArrowDown') focusLink(at + 1)
    else if (e.key === 'ArrowUp') focusLink(at - 1)
    else if (e.key === 'Home') focusLink(0)
    else if (e.key === 'End') focusLink(-1)
    else if (e.key === 'Escape') close()
    else return
    e.preventDefault()
  }
  const aria = { 'aria-haspopup': 'menu' as const, 'aria-expanded': open, 'aria-controls': panelId }
  const dropdownOnly = item.href === '#' || item.href === ''
  return (
    <li
      ref={root}
      className={`relative ${className}`}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      {dropdownOnly ? (
        <button
          type="button"
          ref={(el) => void (trigger.current = el)}
          className={triggerClassName}
          onClick={() => setOpen(!open)}
          onKeyDown={onTriggerKey}
          {...aria}
        >
          {item.title}
          <svg
            viewBox="0 0 20 20"
            width="14"
            height="14"
            aria-hidden="true"
            className="ml-1 inline"
            fill="currentColor"
          >
            <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
          </svg>
        </button>
      ) : (
        <MenuLink
          item={item}
          ref={(el) => void (trigger.current = el)}
          className={triggerClassName}
          onKeyDown={onTriggerKey}
          {...aria}
        />
      )}
      <ul
        id={panelId}
        role="menu"
        aria-label={item.title}
        hidden={!open}
        className={cn('absolute z-30', props.panelPlacement ?? 'top-full left-0', panelClassName)}
      >
        {item.subMenus.map((sub) => (
          <li key={sub.id} role="none">
            <MenuLink item={sub} role="menuitem" className={linkClassName} onKeyDown={onLinkKey} />
          </li>
        ))}
      </ul>
    </li>
  )
}
