import type { ListPageProps } from '@/lib/theme/props'
import { useMessages } from '@/lib/i18n/use-messages'
import { Mosaic } from '@/themes/game/components/Mosaic'
import { Pager } from '@/themes/game/components/Pager'

/** A category's or tag's heading, the mosaic of its games, the prev / next pager. */
export function LayoutPostList(props: ListPageProps) {
  const t = useMessages()
  const label = props.category ? t.MENU.CATEGORY : props.tag ? t.COMMON.TAGS : null
  return (
    <div className="space-y-4">
      {label && (
        <h1 className="px-1 text-2xl font-bold">
          <span className="mr-2 text-base font-normal text-muted">{label}</span>
          {props.category ?? props.tag}
        </h1>
      )}
      <Mosaic posts={props.posts} />
      <Pager page={props.page} pageCount={props.pageCount} basePath={props.basePath} />
    </div>
  )
}
