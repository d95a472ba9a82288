import Document, { Head, Html, Main, NextScript } from 'next/document'
import { publicConfigOf, envConfig } from '@/lib/config/load-config'
import type { PublicConfig } from '@/lib/config/types'
import { appearanceOf } from '@/lib/dark-mode/appearance-of'
import { prePaintScript } from '@/lib/dark-mode/pre-paint-script'
import { GENERATOR } from '@/lib/version'

interface PagePropsWithSite {
  siteProps?: { config?: PublicConfig }
}

/**
 * The language and colour mode come from the page's own props (the Notion Config table can change
 * them), so `<html lang>` matches the page and a dark site is dark before its first paint.
 */
export default class SiteDocument extends Document {
  override render() {
    const pageProps = this.props.__NEXT_DATA__.props?.pageProps as PagePropsWithSite | undefined
    const config = pageProps?.siteProps?.config ?? publicConfigOf(envConfig())
    const appearance = appearanceOf(config)
    return (
      <Html
        lang={config.LANG}
        className={appearance.appearance === 'dark' ? 'dark' : undefined}
        suppressHydrationWarning
      >
        <Head>
          <meta name="generator" content={GENERATOR} />
          {/* Our own script with JSON-escaped settings: no untrusted text is injected. */}
          <script dangerouslySetInnerHTML={{ __html: prePaintScript(appearance) }} />
        </Head>
        <body>
          <Main />
          <NextScript />
        </body>
      </Html>
    )
  }
}
