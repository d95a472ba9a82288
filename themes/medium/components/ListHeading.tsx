import { Link } from '@/components/Link'
import { useMessages } from '@/lib/i18n/use-messages'
import { CATEGORY_INDEX_PATH, TAG_INDEX_PATH } from '@/lib/routing/routes'
import { HOVER_ACCENT, MUTED, RULE } from '@/themes/medium/components/styles'

/** The heading above a category's or tag's list: the index it belongs to, then its name. */
export function ListHeading({ category, tag }: { category: string | null; tag: string | null }) {
  const t = useMessages()
  const name = category ?? tag
  if (!name) return null
  const parent = category
    ? { href: CATEGORY_INDEX_PATH, label: t.MENU.CATEGORY }
    : { href: TAG_INDEX_PATH, label: t.MENU.TAG }
  return (
    <div data-list-heading="" className={`mb-2 border-b pb-4 ${RULE}`}>
      <Link href={parent.href} className={`text-sm ${MUTED} ${HOVER_ACCENT}`}>
        {parent.label}
      </Link>
      <h1 className="mt-1 text-3xl font-bold tracking-tight md:text-4xl">
        {tag ? `#${name}` : name}
      </h1>
    </div>
  )
}
