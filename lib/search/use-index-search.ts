import { useEffect, useRef, useState } from 'react'
import { FIRST_RESULTS, searchOnline } from '@/lib/search/online-search'
import type { SearchHit, SearchPage } from '@/lib/search/types'

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'results'
      query: string
      hits: SearchHit[]
      total: number
      /** Shows FIRST_RESULTS more; null when every hit is shown. */
      more: (() => void) | null
    }
  | { status: 'empty'; query: string }

type Done = { query: string; limit: number; page: SearchPage | null }

/**
 * A browser search (lib/search/online-search.ts): fetches nothing before the first non-blank
 * query, runs at most once per `throttleMs` (the latest query wins), and reports the
 * states. Blank queries are idle and search nothing. It shows FIRST_RESULTS hits, and more on
 * demand (an export fetches only the docs it had not shown).
 */
export function useIndexSearch(indexUrl: string, query: string, throttleMs = 0): SearchState {
  const [done, setDone] = useState<Done | null>(null)
  const lastRun = useRef(0)
  const wanted = query.trim()
  const [wantedMore, setMore] = useState({ query: '', limit: FIRST_RESULTS })
  const limit = wantedMore.query === wanted ? wantedMore.limit : FIRST_RESULTS

  useEffect(() => {
    if (!wanted) return
    let cancelled = false
    const wait = Math.max(0, lastRun.current + throttleMs - Date.now())
    const timer = setTimeout(() => {
      lastRun.current = Date.now()
      searchOnline(indexUrl, wanted, limit).then(
        (page) => !cancelled && setDone({ query: wanted, limit, page }),
        () => !cancelled && setDone({ query: wanted, limit, page: null })
      )
    }, wait)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [indexUrl, wanted, limit, throttleMs])

  if (!wanted) return { status: 'idle' }
  if (!done || done.query !== wanted) return { status: 'loading' }
  if (!done.page) return { status: 'error' }
  const { hits, total } = done.page
  const more =
    hits.length < total && done.limit === limit
      ? () => setMore({ query: wanted, limit: limit + FIRST_RESULTS })
      : null
  return hits.length
    ? { status: 'results', query: wanted, hits, total, more }
    : { status: 'empty', query: wanted }
}
