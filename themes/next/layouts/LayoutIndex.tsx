import type { ListPageProps } from '@/lib/theme/props'
import { NoticeCard } from '@/components/widgets/NoticeCard'
import { LayoutPostList } from '@/themes/next/layouts/LayoutPostList'
import { CARD, WIDGET_HEADING } from '@/themes/next/components/styles'

/** The home list, with the notice on phones' first page (the right column has it on wide screens). */
export function LayoutIndex(props: ListPageProps) {
  return (
    <>
      {props.page <= 1 && (
        <NoticeCard
          className={`${CARD} mb-3 p-4 text-sm xl:hidden`}
          classes={{ heading: WIDGET_HEADING }}
        />
      )}
      <LayoutPostList {...props} />
    </>
  )
}
