import type { ListPageProps } from '@/lib/theme/props'
import { useMessages } from '@/lib/i18n/use-messages'
import { PageHeading } from '@/themes/plog/components/PageHeading'
import { PostGrid } from '@/themes/plog/components/PostGrid'

/** A category's or tag's grid under its heading. */
export function LayoutPostList(props: ListPageProps) {
  const t = useMessages()
  const label = props.category ? t.NAV.CATEGORY : props.tag ? t.NAV.TAGS : null
  const name = props.category ?? (props.tag ? `#${props.tag}` : null)
  return (
    <>
      {label && name && <PageHeading kicker={label} title={name} />}
      <PostGrid {...props} />
    </>
  )
}
