import type { ListPageProps } from '@/lib/theme/props'
import { PosterGrid } from '@/themes/movie/components/PosterGrid'
import { SlotBar } from '@/themes/movie/components/SlotBar'

/** The category or tag heading, the poster wall, the numbered pager. */
export function LayoutPostList(props: ListPageProps) {
  return (
    <>
      <SlotBar category={props.category} tag={props.tag} />
      <PosterGrid {...props} />
    </>
  )
}
