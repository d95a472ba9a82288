import { useState, type ReactNode } from 'react'
import { isHeaderHidden, type StickyMode } from '@/components/header/scroll-state'
import { useScrollDirection } from '@/components/header/use-scroll-direction'

export type { StickyMode } from '@/components/header/scroll-state'

export interface StickyHeaderProps {
  /**
   * static: stays in place; shrink: `data-shrunk` once scrolled; hide: slides away on scroll
   * down and back on scroll up; transparent: `data-transparent` until scrolled past the hero.
   */
  mode: StickyMode
  /** Offset in px that counts as scrolled (the hero's height for `transparent`). */
  threshold?: number
  /**
   * `fixed` lets a transparent header float over a hero; `sticky` keeps its place in flow;
   * `relative` scrolls away with the page.
   */
  position?: 'sticky' | 'fixed' | 'relative'
  /** Also slide away on scroll down past the threshold in the other modes (a transparent one). */
  autoHide?: boolean
  className?: string
  children: ReactNode
}

/** Keyboard focus (not a mouse click on a button) keeps the header in view. */
function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible')
  } catch {
    return true
  }
}

/**
 * A header pinned to the top whose look follows the scroll. Themes style the states through
 * `data-scrolled`, `data-hidden`, `data-shrunk` and `data-transparent`; the slide is skipped for
 * visitors who ask for less motion, and the header never hides while keyboard focus is in it.
 */
export function StickyHeader(props: StickyHeaderProps) {
  const { mode, threshold, position = 'sticky', className = '' } = props
  const scroll = useScrollDirection({ threshold, enabled: mode !== 'static' })
  const [focused, setFocused] = useState(false)
  const hidden = isHeaderHidden(props.autoHide ? 'hide' : mode, scroll) && !focused
  return (
    <header
      data-sticky-mode={mode}
      data-scrolled={scroll.scrolled || undefined}
      data-hidden={hidden || undefined}
      data-shrunk={(mode === 'shrink' && scroll.scrolled) || undefined}
      data-transparent={(mode === 'transparent' && !scroll.scrolled) || undefined}
      onFocus={(e) => setFocused(focusVisible(e.target))}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false)
      }}
      className={`${position} inset-x-0 top-0 z-40 transition-[transform,background-color,box-shadow,padding] duration-300 ease-out motion-reduce:transition-none ${hidden ? '-translate-y-full' : 'translate-y-0'} ${className}`}
    >
      {props.children}
    </header>
  )
}
