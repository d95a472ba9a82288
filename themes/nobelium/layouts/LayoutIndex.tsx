import type { ListPageProps } from '@/lib/content/page-props'
import { Notice } from '@/themes/nobelium/components/Notice'
import { PostColumn } from '@/themes/nobelium/components/PostColumn'

/** The home list: the notice on page 1, then the rows. */
export function LayoutIndex(props: ListPageProps) {
  return (
    <>
      {props.page <= 1 && <Notice />}
      <PostColumn {...props} />
    </>
  )
}
