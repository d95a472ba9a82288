import { useSyncExternalStore } from 'react'
import { GameTile, type GameTileClasses } from '@/components/game/GameTile'
import { StrokeIcon } from '@/components/StrokeIcon'
import type { GameCard } from '@/lib/content/game'
import { noRecent, recentSnapshot, removeRecent, subscribeRecent } from '@/lib/content/recent-games'
import { cn, type ClassSlots } from '@/lib/style/cn'

export interface RecentlyPlayedProps {
  /** The games the stored ids are looked up in; ids of unknown games are left out. */
  games: GameCard[] | null | undefined
  title: string
  /** Shown while nothing has been played (and before the list is read). */
  empty: string
  /** The remove button's name for a game, e.g. 'Remove {title}'. */
  removeLabel: (title: string) => string
  classes?: ClassSlots<'root' | 'title' | 'list' | 'item' | 'remove' | 'empty'> & {
    tile?: GameTileClasses
  }
}

/**
 * The games this browser played last, as a row of small tiles each with a remove button. The
 * row's height is fixed and the server draws it empty, so filling it in the browser moves
 * nothing below it.
 */
export function RecentlyPlayed({ games, classes = {}, ...props }: RecentlyPlayedProps) {
  const ids = useSyncExternalStore(subscribeRecent, recentSnapshot, noRecent)
  const byId = new Map((games ?? []).map((game) => [game.id, game]))
  const shown = ids.flatMap((id) => byId.get(id) ?? [])
  return (
    <section data-recently-played="" className={classes.root}>
      <h2 className={cn('mb-2 text-sm font-semibold', classes.title)}>{props.title}</h2>
      {shown.length ? (
        <ul data-part="list" className={cn('flex h-20 gap-2 overflow-x-auto', classes.list)}>
          {shown.map((game) => (
            <li key={game.id} data-part="item" className={cn('h-full w-32 shrink-0', classes.item)}>
              <GameTile
                game={game}
                size="small"
                classes={{ ...classes.tile, root: cn('h-full', classes.tile?.root) }}
              >
                <button
                  type="button"
                  aria-label={props.removeLabel(game.title)}
                  data-part="remove"
                  onClick={() => removeRecent(game.id)}
                  className={cn(
                    'absolute top-1 right-1 flex h-6 w-6 items-center justify-center rounded-full bg-black/60 text-white',
                    classes.remove
                  )}
                >
                  <StrokeIcon size={14}>
                    <path d="M6 6l12 12M18 6L6 18" />
                  </StrokeIcon>
                </button>
              </GameTile>
            </li>
          ))}
        </ul>
      ) : (
        <p data-part="empty" className={cn('flex h-20 items-center text-sm', classes.empty)}>
          {props.empty}
        </p>
      )}
    </section>
  )
}
