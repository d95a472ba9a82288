import { LazyScrollPostList } from '@/components/post-list/LazyScrollPostList'
import { useSite } from '@/components/theme/theme-context'
import type { ListPageProps } from '@/lib/theme/props'
import { useMessages } from '@/lib/i18n/use-messages'
import { Pager } from '@/themes/photo/components/Pager'
import { PhotoStrip } from '@/themes/photo/components/PhotoStrip'

const MORE =
  'rounded-full border border-current px-5 py-1.5 text-sm font-light hover:bg-black/5 disabled:opacity-60 dark:hover:bg-white/10'

/**
 * A list page's posts as the strip, then page numbers; with POST_LIST_STYLE 'scroll', a More
 * button under the strip adds the next page's frames to its end instead.
 */
export function PhotoList(props: ListPageProps & { query?: string }) {
  const { config } = useSite()
  const t = useMessages()
  if (!props.posts.length) {
    return <p className="py-8 text-center text-muted">{t.SEARCH.NO_RESULTS_FOUND}</p>
  }
  if (config.POST_LIST_STYLE !== 'page') {
    return (
      <LazyScrollPostList
        key={`${props.basePath}/${props.page}`}
        {...props}
        moreClassName={MORE}
        renderCards={(posts) => <PhotoStrip posts={posts} query={props.query} />}
      />
    )
  }
  return (
    <>
      <PhotoStrip posts={props.posts} query={props.query} />
      <Pager page={props.page} pageCount={props.pageCount} basePath={props.basePath} />
    </>
  )
}
