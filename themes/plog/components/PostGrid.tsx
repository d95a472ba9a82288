import { PostList, type PostListProps } from '@/components/post-list/PostList'
import { PlogCard } from '@/themes/plog/components/PlogCard'

/** The gapless grid of cover tiles: 1 column, 2 from md, 3 from lg; paged or scrolling. */
export function PostGrid(props: PostListProps) {
  return (
    <PostList
      Card={PlogCard}
      className="grid grid-cols-1 md:grid-cols-2 lg:grid-cols-3"
      moreClassName="rounded-full bg-neutral-900 px-6 py-2.5 text-sm font-medium text-white transition hover:bg-neutral-700 disabled:opacity-60 dark:bg-white dark:text-black dark:hover:bg-neutral-200"
      emptyClassName="px-5 py-16 text-center"
      pagerClassName="mx-auto max-w-5xl px-5"
      {...props}
    />
  )
}
