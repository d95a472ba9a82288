import dynamic from 'next/dynamic'
import type { ComponentType } from 'react'
import type { PublicConfig } from '@/lib/config/types'
import { useIdleStart } from '@/components/site-extras/use-idle-start'

type WidgetProps = { config: PublicConfig }
const lazy = (load: () => Promise<{ default: ComponentType<WidgetProps> }>) =>
  dynamic(load, { ssr: false })

interface Extra {
  on: (config: PublicConfig) => boolean
  Widget: ComponentType<WidgetProps>
  /** Moves continuously: left out for visitors who ask for reduced motion. */
  moving: boolean
}

/** Each extra is its own chunk, requested only when its switch is on and the page is idle. */
const EXTRAS: Record<string, Extra> = {
  fireworks: {
    on: (c) => c.FIREWORKS,
    Widget: lazy(() => import('@/components/effects/Fireworks')),
    moving: true
  },
  mouseFollow: {
    on: (c) => c.MOUSE_FOLLOW,
    Widget: lazy(() => import('@/components/effects/MouseFollow')),
    moving: true
  },
  sakura: {
    on: (c) => c.SAKURA,
    Widget: lazy(() => import('@/components/effects/Sakura')),
    moving: true
  },
  snow: {
    on: (c) => c.SNOW,
    Widget: lazy(() => import('@/components/effects/Snow')),
    moving: true
  },
  starrySky: {
    on: (c) => c.STARRY_SKY,
    Widget: lazy(() => import('@/components/effects/StarrySky')),
    moving: true
  },
  nest: {
    on: (c) => c.NEST,
    Widget: lazy(() => import('@/components/effects/Nest')),
    moving: true
  },
  ribbon: {
    on: (c) => c.RIBBON,
    Widget: lazy(() => import('@/components/effects/Ribbon')),
    moving: true
  },
  flutteringRibbon: {
    on: (c) => c.FLUTTERINGRIBBON,
    Widget: lazy(() => import('@/components/effects/FlutteringRibbon')),
    moving: true
  },
  music: {
    on: (c) => c.MUSIC_PLAYER && !c.MUSIC_PLAYER_METING,
    Widget: lazy(() => import('@/components/music/MusicPlayer')),
    moving: false
  },
  meting: {
    on: (c) => c.MUSIC_PLAYER && c.MUSIC_PLAYER_METING,
    Widget: lazy(() => import('@/components/music/MetingPlayer')),
    moving: false
  },
  pet: {
    on: (c) => c.WIDGET_PET,
    Widget: lazy(() => import('@/components/pet/Live2DPet')),
    moving: true
  },
  contextMenu: {
    on: (c) => c.CUSTOM_RIGHT_CLICK_CONTEXT_MENU,
    Widget: lazy(() => import('@/components/context-menu/ContextMenu')),
    moving: false
  }
}

function IdleExtras({ config, names }: { config: PublicConfig; names: string[] }) {
  const { ready, reducedMotion } = useIdleStart()
  if (!ready) return null
  return names.map((name) => {
    const { Widget, moving } = EXTRAS[name] as Extra
    return moving && reducedMotion ? null : <Widget key={name} config={config} />
  })
}

/** Effects, music, the pet and the right-click menu: none of their code loads while all are off. */
export function SiteWidgets({ config }: { config: PublicConfig }) {
  const names = Object.keys(EXTRAS).filter((name) => EXTRAS[name]?.on(config))
  return names.length > 0 ? <IdleExtras config={config} names={names} /> : null
}
