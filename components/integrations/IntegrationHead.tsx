import Head from 'next/head'
import type { PublicConfig } from '@/lib/config/types'
import { fontSheets, fontVariablesCss } from '@/lib/integrations/fonts'

/**
 * The web fonts of the site's settings in the head: their stylesheets with a preconnect, and the
 * font variables. Drawn again on a client-side navigation, since another language's site may set
 * other fonts. What outside services read (verification, WebMention) is ServiceTags', the
 * server's alone.
 */
export function IntegrationHead({ config }: { config: PublicConfig }) {
  const sheets = fontSheets(config.FONT_URL)
  const origins = [...new Set(sheets.map((s) => s.origin))]
  // Family names pass a strict pattern, so the rule cannot close the element or add another.
  const fontCss = fontVariablesCss(config.FONT_SANS, config.FONT_SERIF)
  return (
    <Head>
      {origins.map((origin) => (
        <link key={`pc-${origin}`} rel="preconnect" href={origin} crossOrigin="anonymous" />
      ))}
      {sheets.map(({ href }) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      {fontCss ? <style key="font-variables">{fontCss}</style> : null}
    </Head>
  )
}
