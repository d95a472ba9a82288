import type { ReactNode } from 'react'
import { GameTile, type GameTileClasses } from '@/components/game/GameTile'
import type { GameCard } from '@/lib/content/game'
import { mosaicUnits } from '@/lib/content/game-mosaic'
import { cn, type ClassSlots } from '@/lib/style/cn'

export interface GameMosaicProps {
  games: GameCard[]
  /** Games drawn as a large tile of their own; the others share 2×2 groups. */
  isLarge: (game: GameCard) => boolean
  /** An ad unit for every ninth place; none: no ad places. */
  ad?: ReactNode
  classes?: ClassSlots<'root' | 'large' | 'group' | 'ad'> & {
    tile?: GameTileClasses
    small?: GameTileClasses
  }
}

const AD_EVERY = 9

/** The game mosaic: large tiles, 2×2 groups of small tiles and, when given, an ad every ninth place. */
export function GameMosaic({ games, isLarge, ad, classes = {} }: GameMosaicProps) {
  const units = mosaicUnits(games, { isLarge, key: (g) => g.id, adEvery: ad ? AD_EVERY : 0 })
  let index = 0
  return (
    <div data-game-mosaic="" className={cn('grid gap-2', classes.root)}>
      {units.map((unit) => {
        if (unit.kind === 'ad')
          return (
            <div key={unit.key} data-part="ad" className={cn('overflow-hidden', classes.ad)}>
              {ad}
            </div>
          )
        if (unit.kind === 'large')
          return (
            <GameTile
              key={unit.key}
              game={unit.item}
              size="large"
              index={index++}
              classes={{ ...classes.tile, root: cn(classes.tile?.root, classes.large) }}
            />
          )
        return (
          <div
            key={unit.key}
            data-part="group"
            data-count={unit.items.length}
            className={cn(
              'grid grid-cols-2 gap-2',
              unit.items.length > 2 ? 'grid-rows-2' : 'grid-rows-1 self-start',
              classes.group
            )}
          >
            {unit.items.map((game) => (
              <GameTile
                key={game.id}
                game={game}
                size="small"
                index={index++}
                classes={{ ...classes.tile, ...classes.small }}
              />
            ))}
          </div>
        )
      })}
    </div>
  )
}
