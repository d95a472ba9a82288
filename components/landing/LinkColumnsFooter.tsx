import type { ReactNode } from 'react'
import { ConfigLink } from '@/components/ConfigLink'
import type { LinkGroup } from '@/components/landing/types'
import { safeUrl } from '@/lib/body/safe-url'
import { cn, type ClassSlots } from '@/lib/style/cn'

export interface LinkColumnsFooterProps {
  groups: readonly LinkGroup[]
  /** A first column before the groups (logo, a line about the site). */
  lead?: ReactNode
  /** A row under the columns (legal links, social icons, copyright). */
  children?: ReactNode
  /** The navigation landmark's name. */
  label: string
  /**
   * `root`, `columns` and `heading` replace their part's classes, `link` a link's colours and
   * `bottom` the bottom row's rule colour; the others add to their part's.
   */
  classes?: ClassSlots<
    'root' | 'columns' | 'lead' | 'group' | 'heading' | 'list' | 'link' | 'bottom'
  >
}

/**
 * Columns of links under headings (product, resources, company...), an optional first column
 * and a bottom row. Unsafe or empty links are left out, then empty columns; other sites open
 * in a new tab. Nothing at all when no column, lead or bottom row is left.
 */
export function LinkColumnsFooter({
  label,
  lead,
  children,
  classes = {},
  ...props
}: LinkColumnsFooterProps) {
  const groups = props.groups
    .map((group) => ({
      ...group,
      links: group.links.filter((link) => link.title.trim() && safeUrl(link.href))
    }))
    .filter((group) => group.links.length)
  if (!groups.length && !lead && !children) return null
  return (
    <div data-landing="link-footer" className={classes.root ?? 'mx-auto max-w-6xl px-4'}>
      <div
        data-part="columns"
        className={classes.columns ?? 'grid gap-8 py-8 sm:grid-cols-2 md:grid-cols-4'}
      >
        {lead && (
          <div data-part="lead" className={classes.lead}>
            {lead}
          </div>
        )}
        {groups.length > 0 && (
          <nav aria-label={label} className="contents">
            {groups.map((group, index) => (
              <div key={`${group.name}-${index}`} data-part="group" className={classes.group}>
                {group.name && (
                  <h2 data-part="heading" className={classes.heading ?? 'mb-2 font-semibold'}>
                    {group.name}
                  </h2>
                )}
                <ul data-part="list" className={cn('space-y-2 text-sm', classes.list)}>
                  {group.links.map((link, i) => (
                    <li key={i}>
                      <ConfigLink
                        href={link.href}
                        className={cn(
                          'hover:underline',
                          classes.link ?? 'text-muted hover:text-neutral-900 dark:hover:text-white'
                        )}
                      >
                        {link.title}
                      </ConfigLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        )}
      </div>
      {children && (
        <div
          data-part="bottom"
          className={cn(
            'flex flex-col gap-4 border-t py-6 md:flex-row md:items-center md:justify-between',
            classes.bottom ?? 'border-neutral-200 dark:border-neutral-700'
          )}
        >
          {children}
        </div>
      )}
    </div>
  )
}
