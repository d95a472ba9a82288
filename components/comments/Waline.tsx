import { httpsBase } from '@/lib/integrations/ids'
import type { CommentProviderProps } from '@/components/comments/types'
import { useWidget } from '@/components/comments/use-widget'
import { waline } from '@/components/comments/waline-client'

/** Waline (self-hosted): its dark selector follows the class the site puts on <html>. */
export default function WalineComments({ config, post, lang }: CommentProviderProps) {
  const serverURL = httpsBase('COMMENT_WALINE_SERVER_URL', config.COMMENT_WALINE_SERVER_URL)
  const ref = useWidget(
    'Waline',
    async (el) => {
      if (!serverURL) throw new Error('no Waline server')
      const instance = (await waline()).init({
        el,
        serverURL,
        path: window.location.pathname,
        lang,
        dark: 'html.dark'
      })
      return () => instance?.destroy()
    },
    `${serverURL}|${post.id}|${lang}`
  )
  return <div ref={ref} data-comment-provider="waline" />
}
