import { GameGrid } from '@/components/game/GameGrid'
import { useThemeData } from '@/components/theme/use-theme-data'
import { SHOWN, TILE } from '@/themes/game/components/styles'
import { useGameStrings } from '@/themes/game/strings'

/** Under a game: the site's other games as a row of small tiles. */
export function MoreGames({ current }: { current: string }) {
  const s = useGameStrings()
  const games = (useThemeData('games') ?? []).filter((game) => game.id !== current)
  if (!games.length) return null
  return (
    <section aria-labelledby="more-games" className="space-y-3">
      <h2 id="more-games" className="px-1 text-lg font-bold">
        {s.GAMES}
      </h2>
      <GameGrid
        games={games}
        className="grid-cols-2 sm:grid-cols-4 lg:grid-cols-6"
        classes={{ item: 'aspect-video', tile: { root: TILE, shade: SHOWN, title: SHOWN } }}
      />
    </section>
  )
}
