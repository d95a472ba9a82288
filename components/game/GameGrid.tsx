import { GameTile, type GameTileClasses } from '@/components/game/GameTile'
import type { GameCard } from '@/lib/content/game'
import { cn, type ClassSlots } from '@/lib/style/cn'

export interface GameGridProps {
  games: GameCard[]
  className?: string
  classes?: ClassSlots<'item'> & { tile?: GameTileClasses }
}

/** Games as a plain list of small tiles (the columns and each tile's shape come from the classes). */
export function GameGrid({ games, className, classes = {} }: GameGridProps) {
  return (
    <ul data-game-grid="" className={cn('grid gap-2', className)}>
      {games.map((game) => (
        <li key={game.id} className={classes.item}>
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
