import { PostList, type PostListProps } from '@/components/post-list/PostList'
import { Poster } from '@/themes/movie/components/Poster'

/** Posters in a grid of one column on phones, two from md, three from lg, four from 2xl. */
export function PosterGrid(props: PostListProps) {
  return (
    <PostList
      Card={Poster}
      className="grid grid-cols-1 gap-8 md:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4"
      moreClassName="mx-auto mt-8 block rounded-full bg-neutral-900 px-6 py-2 text-white disabled:opacity-60 dark:bg-white dark:text-neutral-900"
      {...props}
    />
  )
}
