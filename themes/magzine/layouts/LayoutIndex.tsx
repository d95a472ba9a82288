import type { ListPageProps } from '@/lib/theme/props'
import { archiveHref } from '@/lib/routing/routes'
import { Band } from '@/themes/magzine/components/Band'
import { fromSummary } from '@/themes/magzine/components/card-post'
import { Cards } from '@/themes/magzine/components/Cards'
import { CategoryRows } from '@/themes/magzine/components/CategoryRows'
import { CtaBand } from '@/themes/magzine/components/CtaBand'
import { HomeTop } from '@/themes/magzine/components/HomeTop'
import { RecommendRow } from '@/themes/magzine/components/RecommendRow'
import { useMagzineStrings } from '@/themes/magzine/strings'

/** How many of the newest posts the top and the "latest" band show. */
const TOP = 3
const LATEST = 4

/**
 * The front page: the top stories, the beige "latest" band, a row per category, the
 * recommended row and the mint band with the notice.
 */
export function LayoutIndex({ posts }: ListPageProps) {
  const s = useMagzineStrings()
  const latest = posts.slice(TOP, TOP + LATEST)
  const shown = new Set(posts.slice(0, TOP + LATEST).map((post) => post.href))
  return (
    <>
      <HomeTop posts={posts.slice(0, TOP)} />
      {latest.length > 0 && (
        <Band
          name="latest"
          title={s.LATEST}
          beige
          more={{ href: archiveHref(), text: s.VIEW_ALL, label: s.VIEW_ALL }}
        >
          <Cards posts={latest.map(fromSummary)} label={s.LATEST} />
        </Band>
      )}
      <CategoryRows shown={shown} />
      <RecommendRow posts={posts} />
      <CtaBand />
    </>
  )
}
