import { PostList } from '@/components/post-list/PostList'
import type { ListPageProps } from '@/lib/theme/props'
import { useMessages } from '@/lib/i18n/use-messages'

/** Rows of posts (the PostCard slot) under an optional category or tag heading. */
export function LayoutPostList(props: ListPageProps) {
  const t = useMessages()
  return (
    <div>
      {props.category && (
        <h1 className="mb-2 text-2xl font-semibold">
          {t.NAV.CATEGORY}: {props.category}
        </h1>
      )}
      {props.tag && <h1 className="mb-2 text-2xl font-semibold">#{props.tag}</h1>}
      <PostList {...props} />
    </div>
  )
}
