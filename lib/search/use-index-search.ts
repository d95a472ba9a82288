import { useEffect, useRef, useState } from 'react'
import { loadSearchIndex } from '@/lib/search/load-search-index'
import { queryIndex } from '@/lib/search/query-index'
import type { SearchHit } from '@/lib/search/types'

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'results'; query: string; hits: SearchHit[] }
  | { status: 'empty'; query: string }

type Done = { query: string; hits: SearchHit[] | null }

/**
 * A browser search over the JSON index: loads it on the first non-blank query (never on page
 * load), runs at most once per `throttleMs` (the latest query wins), and reports the
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
      loadSearchIndex(indexUrl).then(
        (index) => !cancelled && setDone({ query: wanted, hits: queryIndex(index, wanted) }),
        () => !cancelled && setDone({ query: wanted, hits: null })
      )
    }, wait)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [indexUrl, wanted, throttleMs])

  if (!wanted) return { status: 'idle' }
  if (!done || done.query !== wanted) return { status: 'loading' }
  if (!done.hits) return { status: 'error' }
  return done.hits.length
    ? { status: 'results', query: wanted, hits: done.hits }
    : { status: 'empty', query: wanted }
}
