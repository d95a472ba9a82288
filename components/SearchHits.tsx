import { Link } from '@/components/Link'
import type { SearchHit } from '@/lib/search/types'
import { Highlight } from '@/components/Highlight'

export type ShownHit = Pick<SearchHit, 'href' | 'title' | 'snippet'>

/** Results with the query highlighted in each title and snippet. */
export function SearchHits(props: { hits: ShownHit[]; query: string; onPick?: () => void }) {
  return (
    <ul className="divide-y divide-neutral-200 dark:divide-neutral-800">
      {props.hits.map((hit) => (
        <li key={hit.href}>
          <Link
            href={hit.href}
            onClick={props.onPick}
            className="block px-2 py-3 hover:bg-neutral-50 focus:bg-neutral-50 focus:outline-none dark:hover:bg-neutral-900 dark:focus:bg-neutral-900"
          >
            <span className="block font-medium">
              <Highlight text={hit.title} query={props.query} />
            </span>
            {hit.snippet && (
              <span className="mt-1 block text-sm text-neutral-600 dark:text-neutral-400">
                <Highlight text={hit.snippet} query={props.query} />
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  )
}
