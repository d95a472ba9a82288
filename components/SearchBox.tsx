import { useRouter } from 'next/router'
import { cn } from '@/lib/style/cn'
import { useState, type KeyboardEvent } from 'react'
import { format } from '@/lib/i18n/format'
import { useMessages } from '@/lib/i18n/use-messages'
import { searchHref } from '@/lib/search/normalise-keyword'
import { useSite } from '@/components/theme/theme-context'
import { SearchIcon } from '@/components/SearchIcon'

export interface SearchBoxProps {
  /** The current keyword, shown in the box. */
  keyword?: string
  /** The current tag: the placeholder becomes 'tags #{tag}'. */
  tag?: string | null
  /** The box's frame (border, corners, padding) and anything added: replaces SEARCH_FRAME. */
  className?: string
  autoFocus?: boolean
  /** Told the box's text as it changes (a live filter beside the search). */
  onValueChange?: (value: string) => void
}

/** The search box's frame when the theme gives none. */
export const SEARCH_FRAME = 'rounded border border-neutral-300 px-3 py-2 dark:border-neutral-700'

/**
 * Search bar: Enter or the icon submits to /search/{keyword} (/search?s= in a static
 * export), empty input goes home, Escape clears, a clear button while non-empty; keys pressed
 * during an IME composition (choosing 漢字) are the IME's, not ours.
 */
export function SearchBox({
  keyword = '',
  tag = null,
  className,
  autoFocus,
  onValueChange
}: SearchBoxProps) {
  const t = useMessages()
  const router = useRouter()
  const { staticExport } = useSite().search
  const [value, setText] = useState(keyword)
  const setValue = (next: string) => {
    setText(next)
    onValueChange?.(next)
  }
  const submit = () => void router.push(searchHref(value, staticExport))
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing || e.keyCode === 229) return
    if (e.key === 'Enter') submit()
    else if (e.key === 'Escape') setValue('')
  }
  return (
    <div role="search" className={cn('flex items-center gap-2', className ?? SEARCH_FRAME)}>
      <input
        type="text"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={tag ? format(t.SEARCH.TAGS, { tag }) : t.SEARCH.ARTICLES}
        aria-label={t.SEARCH.SEARCH}
        autoFocus={autoFocus}
        className="min-w-0 flex-1 bg-transparent outline-none"
      />
      {value && (
        <button type="button" onClick={() => setValue('')} aria-label={t.SEARCH.CLEAR}>
          <span aria-hidden="true">×</span>
        </button>
      )}
      <button type="button" onClick={submit} aria-label={t.SEARCH.SEARCH}>
        <SearchIcon />
      </button>
    </div>
  )
}
