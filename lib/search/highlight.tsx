import type { ReactNode } from 'react'
import { matchRanges } from '@/lib/search/match-ranges'

/** Matches are red, dashed-underlined spans. */
export const HIGHLIGHT_CLASS =
  'text-red-600 underline decoration-dashed underline-offset-4 dark:text-red-400'

/**
 * `text` with the query's matches wrapped in spans: React elements, never an HTML string, so
 * neither the text nor the query can inject markup (`<img onerror>` stays text).
 */
export function highlight(text: string, query: string, className = HIGHLIGHT_CLASS): ReactNode[] {
  const out: ReactNode[] = []
  let at = 0
  for (const [start, end] of matchRanges(text, query)) {
    if (start > at) out.push(text.slice(at, start))
    out.push(
      <span key={start} className={className} data-search-hit="">
        {text.slice(start, end)}
      </span>
    )
    at = end
  }
  if (at < text.length) out.push(text.slice(at))
  return out
}
