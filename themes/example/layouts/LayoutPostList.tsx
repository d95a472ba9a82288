import { Pagination } from '../../../components/Pagination'
import type { ListPageProps } from '../../../lib/content/page-props'
import { useMessages } from '../../../lib/i18n/use-messages'
import { useSlots } from '../../theme-context'
import { PostRow } from '../components/PostRow'

/** Rows of posts under an optional category or tag heading, with Prev / Next. */
export function LayoutPostList(props: ListPageProps) {
  const t = useMessages()
  const Pager = useSlots().Pagination ?? Pagination
  return (
    <div>
      {props.category && (
        <h1 className="mb-2 text-2xl font-semibold">
          {t.NAV.CATEGORY}: {props.category}
        </h1>
      )}
      {props.tag && <h1 className="mb-2 text-2xl font-semibold">#{props.tag}</h1>}
      {props.posts.length === 0 && (
        <p className="py-8 text-neutral-500">{t.SEARCH.NO_RESULTS_FOUND}</p>
      )}
      {props.posts.map((post) => (
        <PostRow key={post.id} post={post} />
      ))}
      <Pager page={props.page} pageCount={props.pageCount} basePath={props.basePath} />
    </div>
  )
}
