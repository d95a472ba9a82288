import { httpsBase, validId } from '@/lib/integrations/ids'
import { globalOf, loadScript } from '@/lib/integrations/load-script'
import type { CommentProviderProps } from '@/components/comments/types'
import { useWidget } from '@/components/comments/use-widget'

type ValineConstructor = new (options: Record<string, unknown>) => unknown

const ELEMENT_ID = 'valine-comments'

/** Valine on LeanCloud: mounts into an element it finds by id. */
export default function ValineComments({ config, post }: CommentProviderProps) {
  const appId = validId('leanCloud', 'COMMENT_VALINE_APP_ID', config.COMMENT_VALINE_APP_ID)
  const appKey = validId('leanCloud', 'COMMENT_VALINE_APP_KEY', config.COMMENT_VALINE_APP_KEY)
  const serverURLs = httpsBase('COMMENT_VALINE_SERVER_URLS', config.COMMENT_VALINE_SERVER_URLS)
  const ref = useWidget(
    'Valine',
    async () => {
      await loadScript({ src: config.COMMENT_VALINE_CDN })
      const Valine = globalOf<ValineConstructor>('Valine')
      if (!Valine || !appId || !appKey) throw new Error('Valine is not available')
      new Valine({
        el: `#${ELEMENT_ID}`,
        appId,
        appKey,
        path: window.location.pathname,
        placeholder: config.COMMENT_VALINE_PLACEHOLDER,
        ...(serverURLs ? { serverURLs } : {})
      })
    },
    `${appId}|${appKey}|${serverURLs}|${post.id}`
  )
  return <div ref={ref} id={ELEMENT_ID} data-comment-provider="valine" />
}
