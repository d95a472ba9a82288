import { AdSlot } from '@/components/integrations/AdSlot'
import { Masonry } from '@/components/post-list/Masonry'
import { PostList } from '@/components/post-list/PostList'
import { useSite } from '@/components/theme/theme-context'
import type { ListPageProps } from '@/lib/theme/props'
import { adUnitAttributes } from '@/lib/integrations/ads'
import { ListHeading } from '@/themes/fukasawa/components/ListHeading'
import { PANEL } from '@/themes/fukasawa/components/styles'

/**
 * A banner ad, the wall of cards (1, 2 or 3 columns, read row by row) with an ad card at its end,
 * then Prev / Next. The ads appear only when AdSense and their units are configured.
 */
export function LayoutPostList(props: ListPageProps) {
  const { config } = useSite()
  const adCard = adUnitAttributes(config, 'flow') ? (
    <div key="ad" data-fukasawa-ad="" className={`${PANEL} p-3`}>
      <AdSlot config={config} kind="flow" />
    </div>
  ) : null
  return (
    <>
      <AdSlot config={config} kind="auto" />
      <ListHeading category={props.category} tag={props.tag} />
      <PostList
        {...props}
        arrange={(cards) => <Masonry items={adCard ? [...cards, adCard] : cards} />}
        moreClassName="mx-auto my-8 block bg-neutral-900 px-6 py-2 text-sm text-white hover:bg-neutral-700 dark:bg-neutral-100 dark:text-neutral-900"
      />
    </>
  )
}
