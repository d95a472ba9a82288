import type { ComponentType, ReactElement, ReactNode } from 'react'
import type { ListPageProps } from '@/lib/theme/props'
import type { PostSummary } from '@/lib/content/types'
import { cn } from '@/lib/style/cn'
import { useMessages } from '@/lib/i18n/use-messages'
import type { PreparedBlocks } from '@/lib/body/types'
import { useSite, useSlots } from '@/components/theme/theme-context'
import type { PostCardProps } from '@/lib/theme/types'
import { Pagination } from '@/components/Pagination'
import { PostCard } from '@/components/post-list/PostCard'
import { LazyScrollPostList } from '@/components/post-list/LazyScrollPostList'

export type PostListProps = Pick<ListPageProps, 'posts' | 'page' | 'pageCount' | 'basePath'> & {
  previews?: Record<string, PreparedBlocks>
  /** Default: the site's POST_LIST_STYLE ('page' pages, anything else scrolls). */
  listStyle?: string
  /** Default: the theme's PostCard slot, else the shared PostCard. */
  Card?: ComponentType<PostCardProps>
  /** The element holding the cards (a grid, a column). */
  className?: string
  /** Lays the keyed cards out inside that element (a masonry wall); default: as they come. */
  arrange?: (cards: ReactElement[]) => ReactNode
  /** The 'More' button of the scroll mode (replaces its look). */
  moreClassName?: string
  /** Merged over the pager's classes. */
  pagerClassName?: string
  /** Shown instead of the cards when there are none. */
  empty?: ReactNode
  /** Merged over the classes of the default "no results" line. */
  emptyClassName?: string
}

/** Posts as cards, paged (Prev / Next) or as a scroll list that loads the next pages. */
export function PostList(props: PostListProps) {
  const site = useSite()
  const slots = useSlots()
  const t = useMessages()
  const Card = props.Card ?? slots.PostCard ?? PostCard
  const Pager = slots.Pagination ?? Pagination
  const style = props.listStyle ?? site.config.POST_LIST_STYLE
  const arrange = props.arrange ?? ((cards: ReactElement[]) => cards)
  if (!props.posts.length) {
    return (
      <>
        {props.empty ?? (
          <p className={cn('py-8 text-muted', props.emptyClassName)}>{t.SEARCH.NO_RESULTS_FOUND}</p>
        )}
      </>
    )
  }
  const cards = (posts: readonly PostSummary[], previews?: Record<string, PreparedBlocks>) => (
    <div className={props.className} data-post-list="">
      {arrange(
        posts.map((post, index) => (
          <Card key={post.id} post={post} index={index} preview={previews?.[post.id] ?? null} />
        ))
      )}
    </div>
  )
  if (style !== 'page') {
    return (
      <LazyScrollPostList
        // A new list (another route) starts over.
        key={`${props.basePath}/${props.page}`}
        {...props}
        renderCards={cards}
      />
    )
  }
  return (
    <>
      {cards(props.posts, props.previews)}
      <Pager
        page={props.page}
        pageCount={props.pageCount}
        basePath={props.basePath}
        className={props.pagerClassName}
      />
    </>
  )
}
