import { useEffect, useRef, useState } from 'react'
import { searchOnline } from './online-search'
import type { SearchHit, SearchPage } from './types'

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'results'; query: string; hits: SearchHit[]; total: number }
  | { status: 'empty'; query: string }

type Done = { query: string; page: SearchPage | null }

/**
 * A browser search (lib/search/online-search.ts): fetches nothing before the first non-blank
 * query, runs at most once per `throttleMs` (the latest query wins), and reports the SPEC §6
 * states. Blank queries are idle and search nothing.
 */
export function useIndexSearch(indexUrl: string, query: string, throttleMs = 0): SearchState {
  const [done, setDone] = useState<Done | null>(null)
  const lastRun = useRef(0)
  const wanted = query.trim()

  useEffect(() => {
    if (!wanted) return
    let cancelled = false
    const wait = Math.max(0, lastRun.current + throttleMs - Date.now())
    const timer = setTimeout(() => {
      lastRun.current = Date.now()
      searchOnline(indexUrl, wanted).then(
        (page) => !cancelled && setDone({ query: wanted, page }),
        () => !cancelled && setDone({ query: wanted, page: null })
      )
    }, wait)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [indexUrl, wanted, throttleMs])

  if (!wanted) return { status: 'idle' }
  if (!done || done.query !== wanted) return { status: 'loading' }
  if (!done.page) return { status: 'error' }
  return done.page.hits.length
    ? { status: 'results', query: wanted, hits: done.page.hits, total: done.page.total }
    : { status: 'empty', query: wanted }
}
