import { GameMosaic } from '@/components/game/GameMosaic'
import { useThemeData } from '@/components/theme/use-theme-data'
import { TILE } from '@/themes/game/components/styles'
import { useGameStrings } from '@/themes/game/strings'

/** Under a game: the site's other games, small tiles in groups of four. */
export function MoreGames({ current }: { current: string }) {
  const s = useGameStrings()
  const games = (useThemeData('games') ?? []).filter((game) => game.id !== current)
  if (!games.length) return null
  return (
    <section aria-labelledby="more-games" className="space-y-3">
      <h2 id="more-games" className="px-1 text-lg font-bold">
        {s.GAMES}
      </h2>
      <GameMosaic
        games={games}
        isLarge={() => false}
        classes={{
          root: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4',
          group: 'h-60',
          tile: { root: TILE }
        }}
      />
    </section>
  )
}
