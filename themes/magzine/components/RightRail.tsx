import { CategoryList } from '@/components/widgets/CategoryList'
import { LatestPosts } from '@/components/widgets/LatestPosts'
import type { Post } from '@/lib/content/types'
import { useMessages } from '@/lib/i18n/use-messages'
import { CommunityCard } from '@/themes/magzine/components/CommunityCard'

const RAIL_HEADING =
  'mb-3 border-b-2 border-black pb-2 text-sm font-bold uppercase tracking-wider dark:border-white'
const WIDGET = {
  heading: RAIL_HEADING,
  list: 'space-y-2',
  link: 'underline-offset-4 hover:underline',
  count: 'text-muted'
}

/** The article's right rail: last edited, the latest posts, the categories, the community card. */
export function RightRail({ post }: { post: Post }) {
  const t = useMessages()
  return (
    <aside data-magzine-rail="" className="space-y-8">
      <section>
        <h2 className={RAIL_HEADING}>{t.POST.LAST_EDITED}</h2>
        <time dateTime={post.lastEdited} className="text-sm">
          {post.lastEditedDay}
        </time>
      </section>
      <LatestPosts classes={WIDGET} />
      <CategoryList classes={WIDGET} />
      <CommunityCard />
    </aside>
  )
}
