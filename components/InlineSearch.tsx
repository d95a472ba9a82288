import { useRouter } from 'next/router'
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useSearchModal } from '@/components/search-modal-context'
import { SearchIcon } from '@/components/SearchIcon'
import { useSite } from '@/components/theme/theme-context'
import { useMessages } from '@/lib/i18n/use-messages'
import { searchHref } from '@/lib/search/normalise-keyword'
import { cn, type ClassSlots } from '@/lib/style/cn'

export interface InlineSearchProps {
  /** What the input replaces while it is open (a menu, usually). */
  children: ReactNode
  /** The search button opens the site's Ctrl+K modal instead of the inline input. */
  modal?: boolean
  className?: string
  /** `align` replaces the row's alignment (`items-center`); the others add to their part's. */
  classes?: ClassSlots<'align' | 'button' | 'input' | 'field'>
}

/**
 * A row with a search button: the button swaps the row's content for an input. Enter goes to
 * the search results, Escape or the close button puts the content back and focus on the button;
 * keys pressed during an IME composition are the IME's.
 */
export function InlineSearch({ children, modal, className, classes = {} }: InlineSearchProps) {
  const t = useMessages()
  const router = useRouter()
  const { staticExport } = useSite().search
  const { open: openModal } = useSearchModal()
  const [open, setOpen] = useState(false)
  const [value, setValue] = useState('')
  const button = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(false)
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus()
    wasOpen.current = open
  }, [open])
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing || e.keyCode === 229) return
    if (e.key === 'Enter') {
      setOpen(false)
      void router.push(searchHref(value, staticExport))
    } else if (e.key === 'Escape') setOpen(false)
  }
  return (
    <div
      data-inline-search={open ? 'open' : 'closed'}
      className={cn('flex', classes.align ?? 'items-center', className)}
    >
      {open ? (
        <div role="search" data-part="field" className={cn('flex min-w-0 flex-1', classes.field)}>
          <input
            type="search"
            autoFocus
            value={value}
            onChange={(e) => setValue(e.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t.SEARCH.ARTICLES}
            aria-label={t.SEARCH.SEARCH}
            data-part="input"
            className={cn('min-w-0 flex-1 bg-transparent outline-none', classes.input)}
          />
        </div>
      ) : (
        <div className="min-w-0 flex-1">{children}</div>
      )}
      <button
        ref={button}
        type="button"
        aria-label={open ? t.COMMON.CLOSE : t.MENU.SEARCH_DRAWER}
        aria-expanded={modal ? undefined : open}
        data-part="button"
        className={classes.button}
        onClick={() => (modal ? openModal() : setOpen(!open))}
      >
        {open ? <span aria-hidden="true">×</span> : <SearchIcon />}
      </button>
    </div>
  )
}
