import { PostList } from '@/components/post-list/PostList'
import type { ListPageProps } from '@/lib/theme/props'
import { cn } from '@/lib/style/cn'
import { BUTTON_LOOK, CONTAINER } from '@/themes/starter/components/styles'

/** The posts as blog cards, three across, under the banner; the site's pager below. */
export function LayoutPostList(props: ListPageProps) {
  return (
    <div className={cn(CONTAINER, 'py-16')}>
      <PostList
        {...props}
        className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3"
        moreClassName={cn(BUTTON_LOOK, 'mx-auto mt-10 flex disabled:opacity-60')}
        pagerClassName="mt-12"
      />
    </div>
  )
}
