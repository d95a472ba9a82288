import { useEffect, useRef } from 'react'
import type { PublicConfig } from '@/lib/config/types'
import { loadScript, loadStyle } from '@/lib/integrations/load-script'
import { safeCodeUrl } from '@/lib/body/safe-url'

/**
 * MUSIC_PLAYER_METING: a platform playlist played by APlayer through MetingJS, both loaded from
 * their configured addresses. If either cannot load, the corner stays empty and the page works.
 */
export default function MetingPlayer({ config }: { config: PublicConfig }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    let live = true
    const api = safeCodeUrl(config.MUSIC_PLAYER_METING_API.replace(/:(server|type|id|r)\b/g, 'x'))
    loadStyle(config.MUSIC_PLAYER_STYLE_CDN_URL)
    loadScript({ src: config.MUSIC_PLAYER_CDN_URL })
      .then(() => loadScript({ src: config.MUSIC_PLAYER_METING_CDN_URL }))
      .then(() => {
        if (!live || !ref.current) return
        const element = document.createElement('meting-js')
        const attributes: Record<string, string> = {
          fixed: 'true',
          type: 'playlist',
          preload: 'none',
          server: config.MUSIC_PLAYER_METING_SERVER,
          id: config.MUSIC_PLAYER_METING_ID,
          order: config.MUSIC_PLAYER_ORDER,
          autoplay: String(config.MUSIC_PLAYER_AUTO_PLAY),
          'lrc-type': config.MUSIC_PLAYER_LRC_TYPE
        }
        if (api) attributes.api = config.MUSIC_PLAYER_METING_API
        for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
        ref.current.replaceChildren(element)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [config])
  return <div ref={ref} data-widget="meting-player" hidden={!config.MUSIC_PLAYER_VISIBLE} />
}
