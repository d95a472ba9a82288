import { globalOf, loadScript } from '@/lib/integrations/load-script'
import { httpsBase, validId } from '@/lib/integrations/ids'
import type { CommentProviderProps } from '@/components/comments/types'
import { useWidget } from '@/components/comments/use-widget'

interface TwikooGlobal {
  init: (options: Record<string, unknown>) => Promise<unknown> | unknown
}

const ELEMENT_ID = 'twikoo-comments'

/** A CloudBase environment id, or the https address of a self-hosted Twikoo server. */
export const twikooEnv = (raw: string) =>
  /^https:/i.test(raw)
    ? httpsBase('COMMENT_TWIKOO_ENV_ID', raw)
    : validId('twikooEnv', 'COMMENT_TWIKOO_ENV_ID', raw)

/** Twikoo: mounts into an element it finds by id, after its client script loads. */
export default function TwikooComments({ config, post, lang }: CommentProviderProps) {
  const envId = twikooEnv(config.COMMENT_TWIKOO_ENV_ID)
  const ref = useWidget(
    'Twikoo',
    async () => {
      await loadScript({ src: config.COMMENT_TWIKOO_CDN_URL })
      const twikoo = globalOf<TwikooGlobal>('twikoo')
      if (!twikoo || !envId) throw new Error('Twikoo is not available')
      await twikoo.init({ envId, el: `#${ELEMENT_ID}`, lang, path: window.location.pathname })
    },
    `${envId}|${post.id}|${lang}`
  )
  return <div ref={ref} id={ELEMENT_ID} data-comment-provider="twikoo" />
}
