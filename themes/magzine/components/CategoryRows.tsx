import { useThemeData } from '@/components/theme/use-theme-data'
import { categoryHref } from '@/lib/routing/routes'
import { useMagzineConfig } from '@/themes/magzine/config'
import { Band } from '@/themes/magzine/components/Band'
import { fromCardLink } from '@/themes/magzine/components/card-post'
import { Cards } from '@/themes/magzine/components/Cards'
import { useMagzineStrings } from '@/themes/magzine/strings'

const hiddenSet = (list: string) =>
  new Set(
    list
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)
  )

/**
 * One row of up to four cards per category, leaving out the posts shown above and the
 * categories MAGZINE_HOME_HIDDEN_CATEGORY names; rows alternate beige, each with "view all".
 */
export function CategoryRows({ shown }: { shown: ReadonlySet<string> }) {
  const config = useMagzineConfig()
  const s = useMagzineStrings()
  const groups = useThemeData('categoryCards') ?? []
  const hidden = hiddenSet(config.MAGZINE_HOME_HIDDEN_CATEGORY)
  const rows = groups
    .filter((group) => !hidden.has(group.category))
    .map((group) => ({
      ...group,
      posts: group.posts
        .filter((post) => !shown.has(post.href))
        .slice(0, 4)
        .map(fromCardLink(group.category))
    }))
    .filter((group) => group.posts.length > 0)
  return (
    <>
      {rows.map((row, i) => (
        <Band
          key={row.category}
          name="category"
          title={row.category}
          beige={i % 2 === 1}
          more={{
            href: categoryHref(row.category),
            text: s.VIEW_ALL,
            label: `${s.VIEW_ALL_IN} ${row.category}`
          }}
        >
          <Cards posts={row.posts} label={row.category} />
        </Band>
      ))}
    </>
  )
}
