import { PostList } from '@/components/post-list/PostList'
import type { ListPageProps } from '@/lib/theme/props'
import { useMessages } from '@/lib/i18n/use-messages'

/** A category's or tag's pages as rows under its name. */
export function LayoutPostList(props: ListPageProps) {
  const t = useMessages()
  const heading = props.category
    ? `${t.MENU.CATEGORY}: ${props.category}`
    : props.tag
      ? `#${props.tag}`
      : t.DOCS.PAGES
  return (
    <div>
      <h1 className="mb-4 text-3xl font-bold tracking-tight">{heading}</h1>
      <PostList {...props} />
    </div>
  )
}
