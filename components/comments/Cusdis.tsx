import { useEffect } from 'react'
import { useDarkMode } from '@/lib/dark-mode/use-dark-mode'
import { isDarkNow } from '@/lib/dark-mode/dark-mode-store'
import { httpsBase, validId } from '@/lib/integrations/ids'
import { globalOf, loadScript } from '@/lib/integrations/load-script'
import type { CommentProviderProps } from '@/components/comments/types'
import { useWidget } from '@/components/comments/use-widget'

interface CusdisGlobal {
  initial?: () => void
  setTheme?: (theme: 'dark' | 'light') => void
}

const theme = (dark: boolean) => (dark ? 'dark' : 'light')

/** Cusdis: its script fills the #cusdis_thread element from the data attributes. */
export default function CusdisComments({ config, post, lang }: CommentProviderProps) {
  const appId = validId('uuid', 'COMMENT_CUSDIS_APP_ID', config.COMMENT_CUSDIS_APP_ID)
  const host = httpsBase('COMMENT_CUSDIS_HOST', config.COMMENT_CUSDIS_HOST)
  const dark = useDarkMode()
  const ref = useWidget(
    'Cusdis',
    async (el) => {
      if (!appId || !host) throw new Error('Cusdis is not configured')
      const thread = document.createElement('div')
      thread.id = 'cusdis_thread'
      const data: Record<string, string> = {
        host,
        appId,
        pageId: post.id,
        pageUrl: window.location.href.split(/[?#]/)[0] ?? '',
        pageTitle: post.title,
        theme: theme(isDarkNow()),
        lang: lang.toLowerCase().replace('-', '_')
      }
      Object.assign(thread.dataset, data)
      el.appendChild(thread)
      await loadScript({ src: config.COMMENT_CUSDIS_SCRIPT_SRC })
      globalOf<CusdisGlobal>('CUSDIS')?.initial?.()
    },
    `${appId}|${host}|${post.id}|${lang}`
  )
  useEffect(() => globalOf<CusdisGlobal>('CUSDIS')?.setTheme?.(theme(dark)), [dark])
  return <div ref={ref} data-comment-provider="cusdis" />
}
