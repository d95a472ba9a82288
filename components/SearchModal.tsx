import { useRouter } from 'next/router'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { CONSTANTS } from '@/conf/constants'
import { useMessages } from '@/lib/i18n/use-messages'
import { useIndexSearch } from '@/lib/search/use-index-search'
import { SearchIcon } from '@/components/SearchIcon'
import { SearchResults } from '@/components/SearchResults'
import { trapFocus } from '@/components/trap-focus'

/**
 * Article search modal: idle, loading, results with highlighted snippets and a count,
 * no results, error. At most one search per SEARCH_THROTTLE_MS; a blank query is idle.
 * Escape, the backdrop and a route change close it; focus returns where it was.
 */
export function SearchModal({ indexUrl, onClose }: { indexUrl: string; onClose: () => void }) {
  const t = useMessages()
  const router = useRouter()
  const [query, setQuery] = useState('')
  const input = useRef<HTMLInputElement>(null)
  const state = useIndexSearch(indexUrl, query, CONSTANTS.SEARCH_THROTTLE_MS)

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null
    input.current?.focus()
    router.events.on('routeChangeComplete', onClose)
    return () => {
      router.events.off('routeChangeComplete', onClose)
      before?.focus()
    }
  }, [router.events, onClose])

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape' && !e.nativeEvent.isComposing) {
      e.preventDefault()
      onClose()
    } else if (e.key === 'Tab') trapFocus(e)
  }
  return (
    <div
      className="fixed inset-0 z-50 flex items-start justify-center bg-black/40 p-4 pt-[10vh]"
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-label={t.SEARCH.SEARCH}
        onKeyDown={onKeyDown}
        className="flex max-h-[75vh] w-full max-w-xl flex-col overflow-hidden rounded-lg bg-white text-neutral-800 shadow-xl dark:bg-neutral-900 dark:text-neutral-200"
      >
        <div className="flex items-center gap-2 border-b border-neutral-200 px-4 py-3 dark:border-neutral-800">
          <SearchIcon className="h-5 w-5 text-neutral-400" />
          <input
            ref={input}
            type="text"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t.SEARCH.SEARCH}
            aria-label={t.SEARCH.SEARCH}
            className="min-w-0 flex-1 bg-transparent text-lg outline-none"
          />
          {query && (
            <button type="button" onClick={() => setQuery('')} aria-label={t.SEARCH.CLEAR}>
              <span aria-hidden="true">×</span>
            </button>
          )}
          <button
            type="button"
            onClick={onClose}
            className="rounded border border-neutral-300 px-1.5 text-xs text-muted dark:border-neutral-700"
          >
            {t.COMMON.CLOSE}
          </button>
        </div>
        <div className="overflow-y-auto px-2 pb-2">
          <SearchResults state={state} onPick={onClose} />
        </div>
      </div>
    </div>
  )
}
