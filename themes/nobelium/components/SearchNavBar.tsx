import { SearchBox } from '@/components/SearchBox'
import { TagStrip } from '@/components/TagStrip'
import { useSite } from '@/components/theme/theme-context'

/** The search input (Enter goes to /search/keyword) over the tag strip with counts. */
export function SearchNavBar({ keyword, tag }: { keyword?: string; tag?: string | null }) {
  const site = useSite()
  return (
    <div className="mb-8">
      {/* Keyed so the box shows the keyword of the page navigated to. */}
      <SearchBox
        key={keyword}
        keyword={keyword}
        tag={tag ?? null}
        className="border px-3 py-2 rounded-lg border-black/15 bg-neutral-50 dark:border-white/15 dark:bg-neutral-900"
      />
      <div data-tag-bar="" className="mt-2">
        <TagStrip
          tags={site.tags}
          active={tag ?? null}
          classes={{ chip: 'rounded-full px-3 py-1' }}
        />
      </div>
    </div>
  )
}
