import type { SearchPageProps } from '../../types'
import { LayoutPostList } from './LayoutPostList'

/** A search box above the matching posts. */
export function LayoutSearch(props: SearchPageProps) {
  return (
    <div>
      <form action="/search" method="get" className="mb-4" role="search">
        <input
          name="s"
          type="search"
          defaultValue={props.keyword}
          aria-label="Search"
          className="w-full rounded border border-neutral-300 bg-transparent px-3 py-2 dark:border-neutral-700"
        />
      </form>
      <LayoutPostList {...props} />
    </div>
  )
}
