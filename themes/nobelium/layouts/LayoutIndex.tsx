import type { ListPageProps } from '../../../lib/content/page-props'
import { Notice } from '../components/Notice'
import { PostColumn } from '../components/PostColumn'

/** The home list: the notice on page 1, then the rows. */
export function LayoutIndex(props: ListPageProps) {
  return (
    <>
      {props.page <= 1 && <Notice />}
      <PostColumn {...props} />
    </>
  )
}
