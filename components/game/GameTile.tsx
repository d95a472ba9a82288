import type { ReactNode } from 'react'
import { Link } from '@/components/Link'
import { useHoverPreview } from '@/components/game/use-hover-preview'
import type { GameCard } from '@/lib/content/game'
import { coverLoading } from '@/lib/body/cover-images'
import { cn, type ClassSlots } from '@/lib/style/cn'
import { withBasePath } from '@/lib/base-path'

/**
 * `shade` and `title` replace their part's state at rest (hidden until hovered: SHADE_AT_REST,
 * TITLE_AT_REST), e.g. `translate-y-0 opacity-100` to show them always; the other slots add to
 * their part's classes.
 */
export type GameTileClasses = ClassSlots<'root' | 'link' | 'image' | 'video' | 'shade' | 'title'>

const SHADE_AT_REST = 'opacity-0'
const TITLE_AT_REST = 'translate-y-full opacity-0'

export interface GameTileProps {
  game: GameCard
  size: 'large' | 'small'
  /** The tile's place in its list (the first cover loads at once). */
  index?: number
  /** Drawn over the tile, beside its link (a remove button, a badge). */
  children?: ReactNode
  classes?: GameTileClasses
}

// Where nothing can hover (touch screens) the title and its gradient show at rest.
const reveal =
  '[@media(hover:none)]:translate-y-0 [@media(hover:none)]:opacity-100 motion-safe:transition-all motion-safe:duration-300 group-hover/tile:translate-y-0 group-hover/tile:opacity-100 group-focus-within/tile:translate-y-0 group-focus-within/tile:opacity-100'

/**
 * A game's tile: its cover; on hover or focus the title rises in over a gradient (shown at rest
 * on touch screens) and the preview clip (muted, loaded only then, its poster the cover) plays over the picture.
 */
export function GameTile({ game, size, index = 1, children, classes = {} }: GameTileProps) {
  const { video, playing, handlers } = useHoverPreview()
  return (
    <article
      data-game-tile={size}
      data-playing={playing ? '' : undefined}
      className={cn('group/tile relative overflow-hidden bg-neutral-800', classes.root)}
    >
      <Link
        href={game.href}
        target={game.target}
        data-part="link"
        className={cn('absolute inset-0 block', classes.link)}
        {...handlers}
      >
        {game.cover && (
          // eslint-disable-next-line @next/next/no-img-element -- plain <img>: no image optimiser
          <img
            src={game.cover}
            alt=""
            width={800}
            height={450}
            {...coverLoading(index)}
            decoding="async"
            data-part="image"
            className={cn('h-full w-full object-cover', classes.image)}
          />
        )}
        {game.video && (
          <video
            ref={video}
            src={withBasePath(game.video)}
            poster={game.cover ?? undefined}
            muted
            loop
            playsInline
            preload="none"
            aria-hidden="true"
            data-part="video"
            className={cn(
              'absolute inset-0 h-full w-full object-cover',
              playing ? 'opacity-100' : 'opacity-0',
              classes.video
            )}
          />
        )}
        <span
          data-part="shade"
          className={cn(
            'absolute inset-0 bg-linear-to-t from-black/80 via-black/20 to-transparent',
            reveal,
            classes.shade ?? SHADE_AT_REST
          )}
        />
        <span
          data-part="title"
          className={cn(
            'absolute inset-x-0 bottom-0 p-2 text-sm font-semibold text-white',
            reveal,
            classes.title ?? TITLE_AT_REST
          )}
        >
          {game.title}
        </span>
      </Link>
      {children}
    </article>
  )
}
