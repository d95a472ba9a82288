import { useRouter } from 'next/router'
import type { SearchPageProps } from '@/lib/theme/layout-props'
import type { ShownHit } from '@/components/SearchHits'

/**
 * What a search page shows: the server's hits for /search/{keyword}, else the browser's query
 * for /search?s= (a static export's only way), else neither (every post).
 */
export function useSearchView(props: SearchPageProps): {
  keyword: string
  browserQuery: string
  hits: ShownHit[]
} {
  const { query } = useRouter()
  const browserQuery = !props.keyword && typeof query.s === 'string' ? query.s.trim() : ''
  const hits = props.posts.map((p, i) => ({
    href: p.href,
    title: p.title,
    snippet: props.snippets[i] || (p.summary ?? '')
  }))
  return { keyword: props.keyword || browserQuery, browserQuery, hits }
}
