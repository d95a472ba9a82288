import { SearchLayout } from '@/components/layout/SearchLayout'
import { CategoryList } from '@/components/widgets/CategoryList'
import { TagCloud } from '@/components/widgets/TagCloud'
import type { SearchPageProps } from '@/lib/theme/types'
import { HEADING, WIDTH } from '@/themes/magzine/components/styles'
import { useMagzineStrings } from '@/themes/magzine/strings'

const GROUP = {
  heading: 'mb-4 text-sm font-bold tracking-wider uppercase',
  list: 'flex flex-wrap gap-2 space-y-0',
  item: 'gap-2',
  link: 'border border-black/20 px-3 py-1 hover:border-black dark:border-white/25 dark:hover:border-white',
  count: 'text-muted self-center'
}

/** Results as a grid of white cards under a black rule, the keyword highlighted. */
const HITS = {
  list: 'grid gap-6 divide-y-0 divide-neutral-200 sm:grid-cols-2 lg:grid-cols-4 dark:divide-neutral-800',
  link: 'block h-full border border-t-4 border-black/15 border-t-black bg-white p-5 hover:border-black/40 hover:bg-white focus:bg-white focus:outline-none dark:border-white/20 dark:border-t-white dark:bg-neutral-900 dark:hover:bg-neutral-800 dark:focus:bg-neutral-800',
  title: 'text-lg font-bold',
  snippet: 'mt-2 line-clamp-4 text-sm text-neutral-600 dark:text-neutral-400'
}

/**
 * The "Search" label and the input; the highlighted hits for a keyword, else the categories and
 * the tags to browse.
 */
export function LayoutSearch(props: SearchPageProps) {
  const s = useMagzineStrings()
  return (
    <SearchLayout
      page={props}
      boxClassName="rounded border py-2 max-w-2xl border-b-2 border-black px-1 dark:border-white"
      hitClasses={HITS}
    >
      {({ box, results }) => (
        <div className={`${WIDTH} py-10 md:py-14`}>
          <h1 className={`${HEADING} mb-6 md:text-5xl`}>{s.SEARCH_LABEL}</h1>
          {box}
          {results ? (
            <div className="mt-8">{results}</div>
          ) : (
            <div className="mt-10 grid gap-10 md:grid-cols-2">
              <CategoryList classes={GROUP} />
              <TagCloud classes={{ heading: GROUP.heading, list: 'gap-2' }} />
            </div>
          )}
        </div>
      )}
    </SearchLayout>
  )
}
