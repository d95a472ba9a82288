import { BlogTiles } from '@/components/landing/BlogTiles'
import { SearchLayout } from '@/components/layout/SearchLayout'
import { Pagination } from '@/components/Pagination'
import { TagStrip } from '@/components/TagStrip'
import { useSite } from '@/components/theme/theme-context'
import { useMessages } from '@/lib/i18n/use-messages'
import { cn } from '@/lib/style/cn'
import type { SearchPageProps } from '@/lib/theme/types'
import { useProxioConfig } from '@/themes/proxio/config'
import { PageTitle } from '@/themes/proxio/components/PageTitle'
import { placeholdersOf } from '@/themes/proxio/components/placeholders'
import { BUTTON, CONTAINER } from '@/themes/proxio/components/styles'
import { useProxioStrings } from '@/themes/proxio/strings'

/**
 * The search box; the server's hits for a keyword as blog tiles, the browser's search results
 * for ?s=, else the tags to start from.
 */
export function LayoutSearch(props: SearchPageProps) {
  const t = useMessages()
  const s = useProxioStrings()
  const site = useSite()
  const config = useProxioConfig()
  return (
    <SearchLayout
      page={props}
      boxClassName="border py-2 mx-auto max-w-2xl rounded-full border-black/15 px-5 dark:border-white/20"
    >
      {({ box, results }) => (
        <>
          <PageTitle title={t.NAV.SEARCH} text={s.SEARCH_HINT} />
          <div className={cn(CONTAINER, 'space-y-10 py-14')}>
            {box}
            {props.keyword ? (
              <>
                {props.posts.length === 0 && (
                  <p className="text-muted text-center">{t.SEARCH.NO_RESULTS_FOUND}</p>
                )}
                <BlogTiles
                  posts={props.posts}
                  placeholders={placeholdersOf(config)}
                  headingLevel="h2"
                />
                <Pagination {...props} buttonClassName={BUTTON} />
              </>
            ) : (
              (results ?? <TagStrip tags={site.tags} className="justify-center" />)
            )}
          </div>
        </>
      )}
    </SearchLayout>
  )
}
