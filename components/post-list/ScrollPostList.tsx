import type { ReactNode } from 'react'
import type { PostSummary } from '@/lib/content/types'
import { useMessages } from '@/lib/i18n/use-messages'
import type { PreparedBlocks } from '@/lib/body/types'
import { PAGER_BUTTON } from '@/components/Pagination'
import { useScrollList, type ScrollListInput } from '@/components/post-list/use-scroll-list'

/** The scroll mode of PostList: 'More' or reaching the bottom loads the next page; 'No More'. */
export function ScrollPostList(
  props: ScrollListInput & {
    renderCards: (posts: PostSummary[], previews?: Record<string, PreparedBlocks>) => ReactNode
    moreClassName?: string
  }
) {
  const t = useMessages()
  const list = useScrollList(props)
  return (
    <>
      {props.renderCards(list.posts, list.previews)}
      <div className="my-8 flex justify-center" data-scroll-list-end="">
        {list.hasMore ? (
          <button
            type="button"
            className={props.moreClassName ?? PAGER_BUTTON}
            disabled={list.loading}
            aria-busy={list.loading}
            onClick={list.loadMore}
          >
            {list.loading ? t.COMMON.LOADING : t.COMMON.MORE}
          </button>
        ) : (
          <p className="text-sm text-muted">{t.COMMON.NO_MORE}</p>
        )}
      </div>
    </>
  )
}
