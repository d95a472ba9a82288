import { PostList, type PostListProps } from '@/components/post-list/PostList'
import { Card } from '@/themes/commerce/components/Card'

/** Products in a grid of squares (2 columns, 3 from md); scroll mode stacks them the same way. */
export function ProductGrid(props: PostListProps) {
  return (
    <PostList
      Card={Card}
      className="grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-5"
      moreClassName="mx-auto mt-6 block bg-[#D2232A] px-6 py-2 text-white disabled:opacity-60"
      {...props}
    />
  )
}
