import { GameGrid } from '@/components/game/GameGrid'
import type { GameTileClasses } from '@/components/game/GameTile'
import { findGames, type GameCard } from '@/lib/content/game'
import type { ClassSlots } from '@/lib/style/cn'

export interface GameFinderProps {
  games: GameCard[] | null | undefined
  query: string
  recommendTag: string
  /** Said when nothing matches. */
  empty: string
  /** `root` replaces the grid's columns (`grid-cols-3`), `item` a tile's shape (`aspect-square`). */
  classes?: ClassSlots<'root' | 'item' | 'empty'> & { tile?: GameTileClasses }
}

/** The games matching a search field's text as small tiles; the recommended ones before typing. */
export function GameFinder({ games, query, recommendTag, empty, classes = {} }: GameFinderProps) {
  const found = findGames(games ?? [], query, recommendTag)
  return (
    <div data-game-finder="">
      {found.length ? (
        <GameGrid
          games={found}
          className={classes.root ?? 'grid-cols-3'}
          classes={{ item: classes.item ?? 'aspect-square', tile: classes.tile }}
        />
      ) : (
        <p data-part="empty" className={classes.empty}>
          {empty}
        </p>
      )}
    </div>
  )
}
