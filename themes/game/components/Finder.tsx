import { useState } from 'react'
import { GameFinder } from '@/components/game/GameFinder'
import { SearchDrawer } from '@/components/SearchDrawer'
import { useThemeData } from '@/components/theme/use-theme-data'
import { useGameConfig } from '@/themes/game/config'
import { SHOWN, TILE } from '@/themes/game/components/styles'
import { useGameStrings } from '@/themes/game/strings'

/**
 * The right search drawer: its field filters the games by title as one types (Enter still runs
 * the site's search); before typing it lists the recommended games.
 */
export function Finder({ onClose }: { onClose: () => void }) {
  const [query, setQuery] = useState('')
  const games = useThemeData('games')
  const config = useGameConfig()
  const s = useGameStrings()
  return (
    <SearchDrawer
      onClose={onClose}
      onValueChange={setQuery}
      classes={{
        panel: 'bg-neutral-50 dark:bg-[#0B0D14]',
        box: 'border px-3 py-2 rounded-lg border-black/15 bg-white focus-within:border-violet-500 dark:border-white/20 dark:bg-[#1F2030]'
      }}
    >
      <section aria-label={s.FIND_GAMES}>
        <GameFinder
          games={games}
          query={query}
          recommendTag={config.GAME_RECOMMEND_TAG}
          empty={s.NO_GAMES_FOUND}
          classes={{
            root: 'grid-cols-2',
            item: 'aspect-video',
            empty: 'text-sm text-muted',
            tile: { root: TILE, shade: SHOWN, title: SHOWN }
          }}
        />
      </section>
    </SearchDrawer>
  )
}
