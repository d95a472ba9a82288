import { SearchLayout } from '@/components/layout/SearchLayout'
import { useMessages } from '@/lib/i18n/use-messages'
import type { SearchPageProps } from '@/lib/theme/types'
import { TaxonomyGroups } from '@/themes/medium/components/TaxonomyGroups'

/**
 * A "Search" label and the input; the highlighted hits for a keyword (on the server for
 * /search/{keyword}, in the browser for /search?s=), else the categories and tags to browse.
 */
export function LayoutSearch(props: SearchPageProps) {
  const t = useMessages()
  return (
    <SearchLayout
      page={props}
      boxClassName="border border-neutral-300 py-2 dark:border-neutral-700 rounded-full bg-neutral-50 px-4 dark:bg-neutral-900"
    >
      {({ box, results }) => (
        <div>
          <h1 className="mb-4 text-3xl font-bold tracking-tight">{t.SEARCH.SEARCH}</h1>
          {box}
          {results ? <div className="mt-6">{results}</div> : <TaxonomyGroups />}
        </div>
      )}
    </SearchLayout>
  )
}
