import { Link } from '@/components/Link'
import { StrokeIcon } from '@/components/StrokeIcon'
import { TagChip } from '@/components/TagChip'
import { useSite } from '@/components/theme/theme-context'
import { useMessages } from '@/lib/i18n/use-messages'
import { categoryHref } from '@/lib/routing/routes'
import { cn } from '@/lib/style/cn'
import { CARD } from '@/themes/matery/components/styles'

const FOLDER = 'M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z'
const OPEN_FOLDER = 'M3 7a2 2 0 0 1 2-2h4l2 2h6a2 2 0 0 1 2 2v1H7l-4 9zM7 10h15l-3 9H3z'

/**
 * Above a category's or a tag's cards: every category as a folder (the current one open) or
 * every tag as a chip (the current one ringed), to hop between them.
 */
export function TaxonomyPanel({ category, tag }: { category: string | null; tag: string | null }) {
  const site = useSite()
  const t = useMessages()
  if (!category && !tag) return null
  return (
    <nav
      aria-label={category ? t.MENU.CATEGORY : t.MENU.TAG}
      data-matery-taxonomy={category ? 'categories' : 'tags'}
      className={cn(CARD, 'mb-8 px-5 py-6')}
    >
      <ul className="flex flex-wrap justify-center gap-2">
        {category
          ? site.categories.map((c) => {
              const current = c.name === category
              return (
                <li key={c.name}>
                  <Link
                    href={categoryHref(c.name)}
                    aria-current={current ? 'page' : undefined}
                    className={cn(
                      'inline-flex items-center gap-1.5 rounded-full px-4 py-1.5 text-sm transition-colors',
                      current
                        ? 'bg-indigo-700 text-white dark:bg-indigo-600'
                        : 'bg-black/5 hover:bg-indigo-100 hover:text-indigo-800 dark:bg-white/10 dark:hover:bg-white/20 dark:hover:text-white'
                    )}
                  >
                    <StrokeIcon size={16}>
                      <path d={current ? OPEN_FOLDER : FOLDER} />
                    </StrokeIcon>
                    {c.name}
                    <span className="tabular-nums opacity-80">{c.count}</span>
                  </Link>
                </li>
              )
            })
          : site.tags.map((item) => (
              <li key={item.name} data-current={item.name === tag || undefined}>
                <TagChip tag={item} showCount active={item.name === tag} />
              </li>
            ))}
      </ul>
    </nav>
  )
}
