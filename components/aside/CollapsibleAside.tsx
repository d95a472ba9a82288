import { useSyncExternalStore, type ReactNode } from 'react'
import { useAsideState } from '@/components/aside/use-aside-state'
import { asidePrePaintScriptProps } from '@/lib/aside/pre-paint-script'
import { useMessages } from '@/lib/i18n/use-messages'
import { cn, type ClassSlots } from '@/lib/style/cn'

export interface CollapsibleAsideProps {
  id: string
  /** localStorage key of the visitor's choice. */
  storageKey: string
  defaultCollapsed?: boolean
  /** Collapse while the page is scrolled down (a post being read); not remembered. */
  collapseOnScroll?: boolean
  /** With collapseOnScroll: also collapse while the window is narrower than this (px). */
  collapseBelow?: number
  /** Hide the toggle (the aside then keeps its stored or default state). */
  toggle?: boolean
  label: string
  className?: string
  /** `toggle` replaces the toggle's own classes (`inline-flex items-center gap-2`); the others add. */
  classes?: ClassSlots<'toggle' | 'toggleLabel' | 'inner'>
  children: ReactNode
}

const noChange = () => () => {}

/**
 * True on the server and while hydrating its HTML, false in every later render in the browser:
 * what only the server's HTML should carry. The aside's pre-paint <script> runs while the page
 * is parsed; React never runs a <script> it creates in the browser (and warns that it would not),
 * so the browser keeps the server's element while hydrating and then drops it, its work done.
 */
const useServerMarkup = () =>
  useSyncExternalStore(
    noChange,
    () => false,
    () => true
  )

/**
 * A side column the visitor can fold away with a labelled toggle. The state sits on <html> before
 * first paint (stored choice, else the default), so the server markup never jumps; collapsed,
 * the column takes no width and its links leave the tab order.
 */
export function CollapsibleAside(props: CollapsibleAsideProps) {
  const t = useMessages()
  const { collapsed, toggle } = useAsideState({
    storageKey: props.storageKey,
    defaultState: props.defaultCollapsed ? 'collapsed' : 'open',
    collapseOnScroll: props.collapseOnScroll,
    collapseBelow: props.collapseBelow
  })
  const { classes = {} } = props
  const defaultState = props.defaultCollapsed ? 'collapsed' : 'open'
  const serverMarkup = useServerMarkup()
  return (
    <>
      {serverMarkup && <script {...asidePrePaintScriptProps(props.storageKey, defaultState)} />}
      {props.toggle !== false && (
        <button
          type="button"
          aria-expanded={!collapsed}
          aria-controls={props.id}
          onClick={toggle}
          data-part="toggle"
          className={classes.toggle ?? 'inline-flex items-center gap-2'}
        >
          <svg
            viewBox="0 0 24 24"
            width="18"
            height="18"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <rect x="3" y="4" width="18" height="16" rx="2" />
            <path d="M9 4v16" />
          </svg>
          {/* Both labels, the right one shown by CSS: right before hydration too. */}
          <span
            data-part="toggle-label"
            className={cn('[html[data-aside=collapsed]_&]:hidden', classes.toggleLabel)}
          >
            {t.MENU.COLLAPSE_SIDEBAR}
          </span>
          <span
            data-part="toggle-label"
            className={cn('hidden [html[data-aside=collapsed]_&]:inline', classes.toggleLabel)}
          >
            {t.MENU.EXPAND_SIDEBAR}
          </span>
        </button>
      )}
      <aside
        id={props.id}
        aria-label={props.label}
        data-collapsible-aside=""
        className={cn(
          'shrink-0 overflow-hidden transition-[width] duration-300 motion-reduce:transition-none',
          '[html[data-aside=collapsed]_&]:invisible [html[data-aside=collapsed]_&]:w-0',
          props.className
        )}
      >
        <div data-part="inner" className={classes.inner}>
          {props.children}
        </div>
      </aside>
    </>
  )
}
