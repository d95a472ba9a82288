import { useId, useState, type KeyboardEvent, type ReactNode } from 'react'
import { cn, type ClassSlots } from '@/lib/style/cn'

export interface SideTab {
  /** Stable key, also the tab's data-tab attribute. */
  id: string
  label: string
  content: ReactNode
}

export interface SideTabsProps {
  /** Tabs in order; those with no content (null, false) are left out. */
  tabs: readonly SideTab[]
  /** The tab open at first; the first tab when missing or absent. */
  initial?: string
  /**
   * `list` replaces the row's gap; `tab` replaces a tab's own classes; `active` adds to the chosen
   * tab's, `idle` to the others'.
   */
  classes?: ClassSlots<'root' | 'list' | 'tab' | 'active' | 'idle' | 'panel'>
}

/**
 * A tabbed side panel (contents / about, overview / contents): WAI-ARIA tabs with arrow, Home and
 * End keys. Every panel is rendered on the server; the hidden ones carry `hidden`, so the HTML
 * holds all of them and switching needs no fetch.
 */
export function SideTabs({ tabs, initial, classes = {} }: SideTabsProps) {
  const shown = tabs.filter((tab) => tab.content !== null && tab.content !== false)
  const base = useId()
  const [chosen, setChosen] = useState(initial)
  const active = shown.find((tab) => tab.id === chosen) ?? shown[0]
  if (!active) return null
  if (shown.length === 1) return <div className={classes.root}>{active.content}</div>

  const focusTab = (index: number) => {
    const tab = shown[(index + shown.length) % shown.length]
    if (!tab) return
    setChosen(tab.id)
    document.getElementById(`${base}-tab-${tab.id}`)?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const at = shown.indexOf(active)
    const moves: Record<string, number> = {
      ArrowRight: at + 1,
      ArrowLeft: at - 1,
      Home: 0,
      End: shown.length - 1
    }
    const to = moves[event.key]
    if (to === undefined) return
    event.preventDefault()
    focusTab(to)
  }

  return (
    <div className={classes.root} data-side-tabs="">
      <div role="tablist" className={cn('flex', classes.list ?? 'gap-1')} onKeyDown={onKeyDown}>
        {shown.map((tab) => {
          const selected = tab === active
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              data-tab={tab.id}
              aria-selected={selected}
              aria-controls={`${base}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              className={cn(
                classes.tab ?? 'px-3 py-1.5 text-sm',
                selected ? classes.active : classes.idle
              )}
              onClick={() => setChosen(tab.id)}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      {shown.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={tab !== active}
          className={classes.panel}
        >
          {tab.content}
        </div>
      ))}
    </div>
  )
}
