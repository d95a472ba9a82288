import { useMemo } from 'react'
import { LinkTile } from '@/components/post-list/LinkTile'
import { useMenu } from '@/components/menu/use-menu'
import { filterLinkGroups, linkGroups, type LinkEntry } from '@/lib/content/link-directory'
import { format } from '@/lib/i18n/format'
import { useNavConfig } from '@/themes/nav/config'
import { GroupHeading, groupIcon } from '@/themes/nav/components/GroupHeading'
import { useLinkFilter } from '@/themes/nav/components/link-filter'
import { GRID, TILE, TILE_CLASSES } from '@/themes/nav/components/styles'
import { useNavStrings } from '@/themes/nav/strings'

/**
 * Every link under its category heading (the heading's id is the category, so '#Name' menu
 * entries jump to it), narrowed live by the top bar's filter; groups left empty are hidden.
 */
export function LinkDirectory({ links }: { links: readonly LinkEntry[] }) {
  const s = useNavStrings()
  const { NAV_AUTO_SORT } = useNavConfig()
  const { query } = useLinkFilter()
  const menu = useMenu()
  const groups = useMemo(
    () => linkGroups(links, NAV_AUTO_SORT, s.OTHER),
    [links, NAV_AUTO_SORT, s.OTHER]
  )
  const shown = filterLinkGroups(groups, query)
  return (
    <div
      data-link-directory=""
      aria-label={s.DIRECTORY}
      role="region"
      className="@container space-y-10"
    >
      {shown.map((group) => (
        <section key={group.id} aria-labelledby={group.id} data-link-group={group.category}>
          <GroupHeading group={group} icon={groupIcon(menu, group)} />
          <ul className={GRID}>
            {group.links.map((link) => (
              <li key={link.href}>
                <LinkTile
                  link={link}
                  noDescription={s.NO_DESCRIPTION}
                  className={`${TILE} h-full`}
                  classes={TILE_CLASSES}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {shown.length === 0 && query.trim() !== '' && (
        <p role="status" data-no-match="" className="py-10 text-center text-muted">
          {format(s.NO_MATCH, { query: query.trim() })}
        </p>
      )}
    </div>
  )
}
