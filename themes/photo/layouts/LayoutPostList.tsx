import { NoticeCard } from '@/components/widgets/NoticeCard'
import type { ListPageProps } from '@/lib/theme/props'
import { PhotoList } from '@/themes/photo/components/PhotoList'
import { SlotBar } from '@/themes/photo/components/SlotBar'

/** A category's or tag's heading, the strip of frames, the pager; the notice on home. */
export function LayoutPostList(props: ListPageProps) {
  const home = !props.category && !props.tag && props.basePath === '' && props.page <= 1
  return (
    <div className="mx-auto max-w-[90rem]">
      <SlotBar category={props.category} tag={props.tag} />
      <PhotoList {...props} />
      {home && (
        <NoticeCard
          className="mx-auto mt-10 max-w-2xl px-4 text-center"
          classes={{ heading: 'mb-2 text-sm font-medium tracking-widest text-muted uppercase' }}
        />
      )}
    </div>
  )
}
