import { useId, useState, type KeyboardEvent, type ReactNode } from 'react'

export interface CommentTab {
  id: string
  label: string
  render: () => ReactNode
}

/**
 * Several comment systems as an accessible tablist: arrows, Home and End move between tabs. A
 * panel mounts the first time its tab is chosen (its script loads then) and stays mounted.
 */
export function CommentTabs({ tabs }: { tabs: readonly CommentTab[] }) {
  const base = useId()
  const [active, setActive] = useState(0)
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set([0]))
  const choose = (index: number) => {
    setActive(index)
    setOpened((seen) => new Set(seen).add(index))
    document.getElementById(`${base}-tab-${index}`)?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1
    const next: Record<string, number> = {
      ArrowRight: active === last ? 0 : active + 1,
      ArrowLeft: active === 0 ? last : active - 1,
      Home: 0,
      End: last
    }
    const target = next[event.key]
    if (target === undefined) return
    event.preventDefault()
    choose(target)
  }
  return (
    <div data-comment-tabs="">
      <div
        role="tablist"
        className="mb-4 flex gap-2 border-b border-current/20"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            id={`${base}-tab-${i}`}
            type="button"
            role="tab"
            aria-selected={i === active}
            aria-controls={`${base}-panel-${i}`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => choose(i)}
            className={`px-3 py-1 text-sm ${i === active ? 'border-b-2 border-current font-semibold' : ''}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.id}
          id={`${base}-panel-${i}`}
          role="tabpanel"
          aria-labelledby={`${base}-tab-${i}`}
          hidden={i !== active}
        >
          {opened.has(i) ? tab.render() : null}
        </div>
      ))}
    </div>
  )
}
