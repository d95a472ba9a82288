import { useMemo } from 'react'
import { NoticeCard } from '@/components/widgets/NoticeCard'
import { useThemeData } from '@/components/theme/use-theme-data'
import { linkEntryOf } from '@/lib/content/link-directory'
import type { ListPageProps } from '@/lib/theme/props'
import { LinkDirectory } from '@/themes/nav/components/LinkDirectory'
import { CARD } from '@/themes/nav/components/styles'

/**
 * The notice, then every listed post as a tile under its category. The full list comes with the
 * page (or, for a theme picked in the browser, once loaded); until then the page's own posts.
 */
export function LayoutIndex({ posts, notice = true }: ListPageProps & { notice?: boolean }) {
  const all = useThemeData('links')
  const links = useMemo(() => all ?? posts.map(linkEntryOf), [all, posts])
  return (
    <div className="space-y-8">
      {notice && (
        <NoticeCard className={`${CARD} p-4 text-sm`} classes={{ heading: 'mb-1 font-semibold' }} />
      )}
      <LinkDirectory links={links} />
    </div>
  )
}
