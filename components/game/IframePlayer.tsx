import { useRef, useState, useSyncExternalStore, type ReactNode } from 'react'
import { FullscreenButton } from '@/components/menu/FullscreenButton'
import type { Game } from '@/lib/content/game'
import { cn, type ClassSlots } from '@/lib/style/cn'
import { withBasePath } from '@/lib/base-path'

export interface IframePlayerProps {
  game: Game
  /** The game's name: the frame's title. */
  title: string
  /** Shown blurred under the site's name until the game has loaded. */
  cover: string | null
  siteTitle: string
  siteDescription?: string | null
  /** The tip linking to the game's own page (shown when the game asks for it). */
  sourceLabel: string
  /** More buttons for the tool bar, before full screen. */
  actions?: ReactNode
  classes?: ClassSlots<'root' | 'box' | 'overlay' | 'frame' | 'toolbar' | 'tip' | 'button'>
}

/**
 * A page of this site is framed without `allow-same-origin`: together with `allow-scripts` it
 * could lift its own sandbox. A game on another site keeps its own origin (its saves, its
 * storage), which gives it nothing of ours.
 */
export const sandboxFor = (href: string) =>
  href.startsWith('/')
    ? 'allow-scripts allow-pointer-lock'
    : 'allow-scripts allow-same-origin allow-pointer-lock'

const noChange = () => () => undefined
const isLive = () => true
const notLive = () => false

/**
 * The game's player: a black box the height of the screen, the game's page framed in it (the
 * address set once the page is live, so its load is never missed), a loading cover over it until
 * that load, then a toolbar with the "open at its source" tip and full screen.
 */
export function IframePlayer(props: IframePlayerProps) {
  const { game, classes = {} } = props
  const box = useRef<HTMLDivElement>(null)
  const live = useSyncExternalStore(noChange, isLive, notLive)
  const src = live ? withBasePath(game.href) : null
  const [loaded, setLoaded] = useState(false)
  return (
    <div data-game-player="" className={classes.root}>
      <div ref={box} data-part="box" className={cn('relative h-svh bg-black', classes.box)}>
        <iframe
          src={src ?? undefined}
          title={props.title}
          sandbox={sandboxFor(game.href)}
          allow="fullscreen; gamepad; autoplay"
          onLoad={() => src && setLoaded(true)}
          data-part="frame"
          className={cn('absolute inset-0 h-full w-full border-0', classes.frame)}
        />
        {!loaded && (
          <div
            data-part="overlay"
            className={cn(
              'absolute inset-0 flex flex-col items-center justify-center gap-2 overflow-hidden text-center text-white',
              classes.overlay
            )}
          >
            {props.cover && (
              // eslint-disable-next-line @next/next/no-img-element -- plain <img>: no image optimiser
              <img
                src={props.cover}
                alt=""
                className="absolute inset-0 h-full w-full scale-110 object-cover blur-xl brightness-50"
              />
            )}
            <p className="relative text-2xl font-bold">{props.siteTitle}</p>
            {props.siteDescription && (
              <p className="relative max-w-md px-4 text-sm">{props.siteDescription}</p>
            )}
          </div>
        )}
      </div>
      <div
        data-part="toolbar"
        className={cn('flex items-center justify-end gap-3 px-3 py-2', classes.toolbar)}
      >
        {game.newWindow && (
          <a
            href={withBasePath(game.href)}
            target="_blank"
            rel="noopener noreferrer"
            data-part="tip"
            className={cn('mr-auto text-sm underline-offset-4 hover:underline', classes.tip)}
          >
            {props.sourceLabel}
          </a>
        )}
        {props.actions}
        <FullscreenButton target={box} hideUnsupported className={classes.button} />
      </div>
    </div>
  )
}
