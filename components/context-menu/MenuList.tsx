import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { menuPosition, type MenuAction } from '@/lib/widgets/context-menu'
import type { OpenMenu } from '@/components/context-menu/use-context-menu'

export interface MenuListProps {
  menu: OpenMenu
  label: string
  groups: MenuAction[][]
  labelOf: (action: MenuAction) => string
  onPick: (action: MenuAction) => void
  onClose: () => void
}

const KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1
}

/** The open menu: arrow keys, Home and End move, Escape or Tab closes, focus goes back where it was. */
export function MenuList({ menu, label, groups, labelOf, onPick, onClose }: MenuListProps) {
  const ref = useRef<HTMLDivElement>(null)
  const [place, setPlace] = useState({ left: menu.x, top: menu.y })
  const items = () => [...(ref.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]

  useLayoutEffect(() => {
    const box = ref.current?.getBoundingClientRect()
    const size = { width: box?.width ?? 0, height: box?.height ?? 0 }
    setPlace(menuPosition(menu, size, { width: window.innerWidth, height: window.innerHeight }))
    items()[0]?.focus()
  }, [menu])

  useEffect(() => {
    const outside = (event: Event) => {
      if (!ref.current?.contains(event.target as Node)) onClose()
    }
    const close = () => onClose()
    document.addEventListener('pointerdown', outside)
    window.addEventListener('resize', close)
    window.addEventListener('blur', close)
    window.addEventListener('scroll', close, { passive: true })
    return () => {
      document.removeEventListener('pointerdown', outside)
      window.removeEventListener('resize', close)
      window.removeEventListener('blur', close)
      window.removeEventListener('scroll', close)
      menu.returnTo?.focus()
    }
  }, [menu, onClose])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault()
      return onClose()
    }
    const move = KEYS[event.key]
    if (!move) return
    event.preventDefault()
    const all = items()
    all[move(all.indexOf(document.activeElement as HTMLElement), all.length)]?.focus()
  }

  return (
    <div
      ref={ref}
      role="menu"
      aria-label={label}
      data-widget="right-click-menu"
      onKeyDown={onKeyDown}
      style={{ left: place.left, top: place.top }}
      className="fixed z-[2147483001] min-w-48 rounded-xl border border-black/10 bg-white/95 p-1 text-sm text-neutral-800 shadow-xl backdrop-blur dark:border-white/10 dark:bg-neutral-900/95 dark:text-neutral-100"
    >
      {groups.map((group, g) => (
        <div
          key={group.join()}
          role="group"
          className={g > 0 ? 'mt-1 border-t border-black/10 pt-1 dark:border-white/10' : undefined}
        >
          {group.map((action) => (
            <button
              key={action}
              type="button"
              role="menuitem"
              tabIndex={-1}
              data-action={action}
              onClick={() => onPick(action)}
              className="block w-full rounded-lg px-3 py-1.5 text-left hover:bg-black/5 focus:bg-black/5 focus:outline-none dark:hover:bg-white/10 dark:focus:bg-white/10"
            >
              {labelOf(action)}
            </button>
          ))}
        </div>
      ))}
    </div>
  )
}
