import { useRef } from 'react'
import { Link } from '@/components/Link'
import { StrokeIcon } from '@/components/StrokeIcon'
import { useSite } from '@/components/theme/theme-context'
import { useMessages } from '@/lib/i18n/use-messages'
import { scrollBehavior } from '@/components/widgets/scroll-progress'
import { CATEGORY_INDEX_PATH, HOME_PATH, categoryHref } from '@/lib/routing/routes'
import { cn, type ClassSlots } from '@/lib/style/cn'

export interface CategoryBarProps {
  /** The category shown (its pill is marked current); null: Home is current on the home page. */
  current: string | null
  /** Whether the page is the home list (Home marked current). */
  home?: boolean
  /** Name of the button that scrolls the pills to their end. */
  scrollLabel: string
  className?: string
  classes?: ClassSlots<'list' | 'pill' | 'current' | 'button' | 'more'>
}

/**
 * A row of pills, Home then every category, scrolling sideways when it overflows; a chevron
 * scrolls it to its end and a link leads to the category index.
 */
export function CategoryBar({ current, home, scrollLabel, ...props }: CategoryBarProps) {
  const { classes = {} } = props
  const t = useMessages()
  const site = useSite()
  const list = useRef<HTMLUListElement>(null)
  const pills = [
    { name: t.MENU.HOME, href: HOME_PATH, current: Boolean(home) },
    ...site.categories.map((c) => ({
      name: c.name,
      href: categoryHref(c.name),
      current: c.name === current
    }))
  ]
  const toEnd = () => {
    const el = list.current
    el?.scrollTo({ left: el.scrollWidth, behavior: scrollBehavior() })
  }
  return (
    <nav
      aria-label={t.NAV.CATEGORY}
      data-category-bar=""
      className={cn('flex items-center gap-2', props.className)}
    >
      <ul
        ref={list}
        data-part="list"
        className={cn(
          'flex min-w-0 flex-1 gap-1 overflow-x-auto [scrollbar-width:none]',
          classes.list
        )}
      >
        {pills.map((pill) => (
          <li key={pill.href} className="shrink-0">
            <Link
              href={pill.href}
              aria-current={pill.current ? 'page' : undefined}
              data-part="pill"
              className={cn(
                'block rounded-lg px-3 py-1 whitespace-nowrap',
                classes.pill,
                pill.current && classes.current
              )}
            >
              {pill.name}
            </Link>
          </li>
        ))}
      </ul>
      <button
        type="button"
        aria-label={scrollLabel}
        title={scrollLabel}
        onClick={toEnd}
        data-part="scroll-end"
        className={cn('shrink-0 rounded-full p-1', classes.button)}
      >
        <StrokeIcon>
          <path d="m9 6 6 6-6 6" />
        </StrokeIcon>
      </button>
      <Link
        href={CATEGORY_INDEX_PATH}
        data-part="more"
        className={cn('shrink-0 whitespace-nowrap', classes.more)}
      >
        {t.NAV.CATEGORY}
      </Link>
    </nav>
  )
}
