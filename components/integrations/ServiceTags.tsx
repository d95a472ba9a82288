import type { PublicConfig } from '@/lib/config/types'
import { validId } from '@/lib/integrations/ids'
import { verificationMeta } from '@/lib/integrations/verification'
import { safeUrl } from '@/lib/body/safe-url'

/**
 * What outside services read in a page's head: search engines' verification codes and
 * WebMention's endpoint with the owner's rel="me". Rendered by the server alone (pages/_document):
 * those services fetch pages, they never navigate in them.
 */
export function ServiceTags({ config }: { config: PublicConfig }) {
  const mentionHost = config.COMMENT_WEBMENTION_ENABLE
    ? validId('hostname', 'COMMENT_WEBMENTION_HOSTNAME', config.COMMENT_WEBMENTION_HOSTNAME)
    : null
  const me = mentionHost ? safeUrl(config.COMMENT_WEBMENTION_AUTH) : null
  return (
    <>
      {verificationMeta(config).map(({ name, content }) => (
        <meta key={name} name={name} content={content} />
      ))}
      {mentionHost ? (
        <link rel="webmention" href={`https://webmention.io/${mentionHost}/webmention`} />
      ) : null}
      {me ? <link rel="me" href={me} /> : null}
    </>
  )
}
