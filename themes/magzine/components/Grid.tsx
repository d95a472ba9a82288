import { PostList, type PostListProps } from '@/components/post-list/PostList'

/** The list pages' card grid: four across on desktop, paged (Prev / Next) or scrolling. */
export function Grid(props: PostListProps) {
  return (
    <PostList
      className="grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-4"
      moreClassName="mx-auto mt-10 block border-2 border-black px-5 py-2 font-semibold hover:bg-[#7BE986] dark:border-white dark:hover:text-black"
      {...props}
    />
  )
}
