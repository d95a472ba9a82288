import type { ListPageProps } from '@/lib/theme/props'
import { NoticeCard } from '@/components/widgets/NoticeCard'
import { PostColumn } from '@/themes/nobelium/components/PostColumn'

/** The home list: the notice on page 1, then the rows. */
export function LayoutIndex(props: ListPageProps) {
  return (
    <>
      {props.page <= 1 && (
        <NoticeCard className="mb-10 border-l-2 border-neutral-900 pl-4 text-sm dark:border-neutral-100" />
      )}
      <PostColumn {...props} />
    </>
  )
}
