import { Link } from '@/components/Link'
import type { SearchHit } from '@/lib/search/types'
import { Highlight } from '@/components/Highlight'
import { cn, type ClassSlots } from '@/lib/style/cn'

export type ShownHit = Pick<SearchHit, 'href' | 'title' | 'snippet'>

/**
 * The parts of a results list a theme may restyle (a grid of cards, say). `list`, `link`, `title`
 * and `snippet` replace their part's own classes (the title keeps `block`); `item` adds.
 */
export type SearchHitsClasses = ClassSlots<'list' | 'item' | 'link' | 'title' | 'snippet'>

/** Results with the query highlighted in each title and snippet. */
export function SearchHits(props: {
  hits: ShownHit[]
  query: string
  onPick?: () => void
  classes?: SearchHitsClasses
}) {
  const { classes = {} } = props
  return (
    <ul
      data-part="hits"
      className={classes.list ?? 'divide-y divide-neutral-200 dark:divide-neutral-800'}
    >
      {props.hits.map((hit) => (
        <li key={hit.href} data-part="hit" className={classes.item}>
          <Link
            href={hit.href}
            onClick={props.onPick}
            className={
              classes.link ??
              'block px-2 py-3 hover:bg-neutral-50 focus:bg-neutral-50 focus:outline-none dark:hover:bg-neutral-900 dark:focus:bg-neutral-900'
            }
          >
            <span className={cn('block', classes.title ?? 'font-medium')}>
              <Highlight text={hit.title} query={props.query} />
            </span>
            {hit.snippet && (
              <span
                className={
                  classes.snippet ?? 'mt-1 block text-sm text-neutral-600 dark:text-neutral-400'
                }
              >
                <Highlight text={hit.snippet} query={props.query} />
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  )
}
