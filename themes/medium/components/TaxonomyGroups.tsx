import { Link } from '@/components/Link'
import { useSite } from '@/components/theme/theme-context'
import { useMessages } from '@/lib/i18n/use-messages'
import { categoryHref, tagHref } from '@/lib/routing/routes'
import { MINI, MUTED } from '@/themes/medium/components/styles'

interface Group {
  id: string
  heading: string
  links: { key: string; href: string; label: string; count: number }[]
}

/** The categories and the tags as pills with their counts, for a search page with no keyword. */
export function TaxonomyGroups() {
  const site = useSite()
  const t = useMessages()
  const groups: Group[] = [
    {
      id: 'categories',
      heading: t.COMMON.CATEGORIES,
      links: site.categories.map((c) => ({
        key: c.name,
        href: categoryHref(c.name),
        label: c.name,
        count: c.count
      }))
    },
    {
      id: 'tags',
      heading: t.COMMON.TAGS,
      links: site.tags.map((tag) => ({
        key: tag.name,
        href: tagHref(tag.name),
        label: `#${tag.name}`,
        count: tag.count
      }))
    }
  ]
  return (
    <div className="mt-8 space-y-8">
      {groups
        .filter((group) => group.links.length > 0)
        .map((group) => (
          <section key={group.id} data-group={group.id}>
            <h2 className={`mb-3 text-sm font-semibold tracking-wide uppercase ${MUTED}`}>
              {group.heading}
            </h2>
            <ul className="flex flex-wrap gap-2">
              {group.links.map((link) => (
                <li key={link.key}>
                  <Link href={link.href} className={`${MINI} gap-1.5 text-sm`}>
                    {link.label}
                    <span className={`text-xs ${MUTED}`}>{link.count}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
    </div>
  )
}
