import { useEffect, useRef } from 'react'
import { isDarkNow } from '@/lib/dark-mode/dark-mode-store'
import { useDarkMode } from '@/lib/dark-mode/use-dark-mode'
import { httpsBase } from '@/lib/integrations/ids'
import { globalOf, loadScript, loadStyle } from '@/lib/integrations/load-script'
import type { CommentProviderProps } from '@/components/comments/types'
import { useWidget } from '@/components/comments/use-widget'

interface ArtalkInstance {
  setDarkMode: (dark: boolean) => void
  destroy?: () => void
}
interface ArtalkGlobal {
  init: (options: Record<string, unknown>) => ArtalkInstance
}

/** Artalk (self-hosted): follows the page's colour mode through setDarkMode. */
export default function ArtalkComments({ config, post, lang }: CommentProviderProps) {
  const instance = useRef<ArtalkInstance | null>(null)
  const dark = useDarkMode()
  const server = httpsBase('COMMENT_ARTALK_SERVER', config.COMMENT_ARTALK_SERVER)
  const ref = useWidget(
    'Artalk',
    async (el) => {
      loadStyle(config.COMMENT_ARTALK_CSS)
      await loadScript({ src: config.COMMENT_ARTALK_JS })
      const Artalk = globalOf<ArtalkGlobal>('Artalk')
      if (!Artalk || !server) throw new Error('Artalk is not available')
      const artalk = Artalk.init({
        el,
        server,
        site: config.TITLE || window.location.hostname,
        pageKey: window.location.pathname,
        pageTitle: post.title,
        locale: lang,
        darkMode: isDarkNow()
      })
      instance.current = artalk
      return () => {
        instance.current = null
        artalk.destroy?.()
      }
    },
    `${server}|${post.id}|${lang}`
  )
  useEffect(() => instance.current?.setDarkMode(dark), [dark])
  return <div ref={ref} data-comment-provider="artalk" />
}
