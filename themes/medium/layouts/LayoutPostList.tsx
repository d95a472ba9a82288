import type { ListPageProps } from '@/lib/theme/props'
import { Feed } from '@/themes/medium/components/Feed'
import { ListHeading } from '@/themes/medium/components/ListHeading'

/** The feed, under the category's or tag's heading on their lists. */
export function LayoutPostList(props: ListPageProps) {
  return (
    <>
      <ListHeading category={props.category} tag={props.tag} />
      <Feed {...props} />
    </>
  )
}
