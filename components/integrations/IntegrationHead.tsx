import Head from 'next/head'
import type { PublicConfig } from '@/lib/config/types'
import { fontSheets, fontVariablesCss } from '@/lib/integrations/fonts'
import { validId } from '@/lib/integrations/ids'
import { verificationMeta } from '@/lib/integrations/verification'
import { safeUrl } from '@/lib/body/safe-url'

/**
 * What the services need in the static head: verification meta tags, web-font stylesheets with
 * their preconnect, the font variables, and WebMention's endpoint links.
 */
export function IntegrationHead({ config }: { config: PublicConfig }) {
  const sheets = fontSheets(config.FONT_URL)
  const origins = [...new Set(sheets.map((s) => s.origin))]
  // Family names pass a strict pattern, so the rule cannot close the element or add another.
  const fontCss = fontVariablesCss(config.FONT_SANS, config.FONT_SERIF)
  const mentionHost = config.COMMENT_WEBMENTION_ENABLE
    ? validId('hostname', 'COMMENT_WEBMENTION_HOSTNAME', config.COMMENT_WEBMENTION_HOSTNAME)
    : null
  const me = mentionHost ? safeUrl(config.COMMENT_WEBMENTION_AUTH) : null
  return (
    <Head>
      {verificationMeta(config).map(({ name, content }) => (
        <meta key={name} name={name} content={content} />
      ))}
      {origins.map((origin) => (
        <link key={`pc-${origin}`} rel="preconnect" href={origin} crossOrigin="anonymous" />
      ))}
      {sheets.map(({ href }) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      {fontCss ? <style key="font-variables">{fontCss}</style> : null}
      {mentionHost ? (
        <link
          key="webmention"
          rel="webmention"
          href={`https://webmention.io/${mentionHost}/webmention`}
        />
      ) : null}
      {me ? <link key="me" rel="me" href={me} /> : null}
    </Head>
  )
}
