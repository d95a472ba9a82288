import { PostList } from '@/components/post-list/PostList'
import type { ListPageProps } from '@/lib/theme/props'
import { useMessages } from '@/lib/i18n/use-messages'
import { PageTitle } from '@/themes/landing/components/PageTitle'
import { PostRow } from '@/themes/landing/components/PostRow'
import { useLandingStrings } from '@/themes/landing/strings'

/** A category's, a tag's or the whole blog's posts as plain rows, paged. */
export function LayoutPostList(props: ListPageProps) {
  const t = useMessages()
  const s = useLandingStrings()
  const label = props.category ? t.MENU.CATEGORY : props.tag ? t.MENU.TAG : undefined
  return (
    <>
      <PageTitle label={label}>
        {props.category ?? (props.tag ? `#${props.tag}` : s.BLOG)}
      </PageTitle>
      <PostList Card={PostRow} {...props} />
    </>
  )
}
