import { PostList } from '@/components/post-list/PostList'
import type { ListPageProps } from '@/lib/theme/props'
import { PILL } from '@/themes/matery/components/styles'
import { TaxonomyPanel } from '@/themes/matery/components/TaxonomyPanel'

/** The selector of a category or tag page, then the grid of cards in 1, 2 or 3 columns. */
export function LayoutPostList(props: ListPageProps) {
  return (
    <>
      <TaxonomyPanel category={props.category} tag={props.tag} />
      <PostList
        {...props}
        className="grid gap-6 md:grid-cols-2 xl:grid-cols-3"
        moreClassName={`${PILL} mx-auto mt-8 flex px-6 py-2 disabled:opacity-60`}
      />
    </>
  )
}
