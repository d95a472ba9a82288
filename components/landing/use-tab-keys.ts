import { useState, type KeyboardEvent } from 'react'

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }

/**
 * Roving selection of WAI-ARIA tabs: arrows move (and wrap), Home and End jump; the new tab is
 * selected and focused (`tabId(index)` names the elements).
 */
export function useTabKeys(count: number, tabId: (index: number) => string) {
  const [chosen, setChosen] = useState(0)
  const active = count ? Math.min(chosen, count - 1) : 0
  const onKeyDown = (event: KeyboardEvent) => {
    const step = STEP[event.key]
    const to =
      step !== undefined
        ? (active + step + count) % count
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? count - 1
            : null
    if (to === null || !count) return
    event.preventDefault()
    setChosen(to)
    document.getElementById(tabId(to))?.focus()
  }
  return { active, choose: setChosen, onKeyDown }
}
