import { RecentlyPlayed } from '@/components/game/RecentlyPlayed'
import { useThemeData } from '@/components/theme/use-theme-data'
import type { ListPageProps } from '@/lib/theme/props'
import { format } from '@/lib/i18n/format'
import { CARD, SHOWN, TILE } from '@/themes/game/components/styles'
import { LayoutPostList } from '@/themes/game/layouts/LayoutPostList'
import { useGameStrings } from '@/themes/game/strings'

/** The games played last in this browser, then the mosaic. */
export function LayoutIndex(props: ListPageProps) {
  const s = useGameStrings()
  const games = useThemeData('games')
  return (
    <div className="space-y-3">
      <RecentlyPlayed
        games={games}
        title={s.RECENTLY_PLAYED}
        empty={s.NOTHING_PLAYED}
        removeLabel={(title) => format(s.REMOVE_RECENT, { title })}
        classes={{
          root: `${CARD} px-4 py-3`,
          empty: 'text-muted',
          tile: { root: TILE, shade: SHOWN, title: SHOWN }
        }}
      />
      <LayoutPostList {...props} />
    </div>
  )
}
