import { useId, useRef } from 'react'
import { Collapse } from '@/components/Collapse'
import { Link } from '@/components/Link'
import type { TreeLink } from '@/lib/theme/theme-data'
import { useMessages } from '@/lib/i18n/use-messages'
import { ACTIVE, ROW } from '@/themes/gitbook/components/styles'

export interface NavFolderProps {
  category: string
  posts: TreeLink[]
  open: boolean
  onToggle: () => void
  onHover?: () => void
  currentHref: string
  /** Posts published after this (epoch ms) carry a red dot; null for none. */
  newSince: number | null
}

/** One category folder of the navigation tree: a toggle and its posts. */
export function NavFolder(props: NavFolderProps) {
  const t = useMessages()
  const panelId = useId()
  const { open, currentHref, newSince, onHover } = props
  // A click on a folder the pointer has just opened by hovering keeps it open: the visitor
  // clicked to open it, not to shut what opened under the pointer a moment before.
  const openedByHover = useRef(false)
  const hover = onHover
    ? () => {
        openedByHover.current = !open
        onHover()
      }
    : undefined
  const click = () => {
    if (openedByHover.current) openedByHover.current = false
    else props.onToggle()
  }
  return (
    <li
      data-nav-folder={props.category}
      onMouseEnter={hover}
      onMouseLeave={() => (openedByHover.current = false)}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={click}
        className={`${ROW} flex w-full items-center justify-between font-medium`}
      >
        <span className="truncate">{props.category}</span>
        <span
          aria-hidden="true"
          className={`text-xs text-muted transition-transform ${open ? 'rotate-90' : ''}`}
        >
          ▶
        </span>
      </button>
      <Collapse open={open} id={panelId}>
        <ul className="ml-3 border-l border-neutral-200 pl-2 dark:border-neutral-800">
          {props.posts.map((post) => {
            const current = post.href === currentHref
            const fresh = newSince !== null && Date.parse(post.date) > newSince
            return (
              <li key={post.href}>
                <Link
                  href={post.href}
                  target={post.target}
                  aria-current={current ? 'page' : undefined}
                  className={`${ROW} flex items-center gap-2 ${current ? ACTIVE : ''}`}
                >
                  <span className="min-w-0 flex-1 truncate">{post.title}</span>
                  {fresh && (
                    <span
                      data-new-badge=""
                      title={t.DOCS.NEW}
                      className="h-2 w-2 shrink-0 rounded-full bg-red-500"
                    >
                      <span className="sr-only">{t.DOCS.NEW}</span>
                    </span>
                  )}
                </Link>
              </li>
            )
          })}
        </ul>
      </Collapse>
    </li>
  )
}
