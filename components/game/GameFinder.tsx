import { GameTile, type GameTileClasses } from '@/components/game/GameTile'
import { findGames, type GameCard } from '@/lib/content/game'
import { cn, type ClassSlots } from '@/lib/style/cn'

export interface GameFinderProps {
  games: GameCard[] | null | undefined
  query: string
  recommendTag: string
  /** Said when nothing matches. */
  empty: string
  classes?: ClassSlots<'root' | 'item' | 'empty'> & { tile?: GameTileClasses }
}

/** The games matching a search field's text as small tiles; the recommended ones before typing. */
export function GameFinder({ games, query, recommendTag, empty, classes = {} }: GameFinderProps) {
  const found = findGames(games ?? [], query, recommendTag)
  if (!found.length)
    return (
      <p data-game-finder="" data-part="empty" className={classes.empty}>
        {empty}
      </p>
    )
  return (
    <ul data-game-finder="" className={cn('grid grid-cols-3 gap-2', classes.root)}>
      {found.map((game) => (
        <li key={game.id} className={cn('aspect-square', classes.item)}>
          <GameTile
            game={game}
            size="small"
            classes={{ ...classes.tile, root: cn('h-full', classes.tile?.root) }}
          />
        </li>
      ))}
    </ul>
  )
}
