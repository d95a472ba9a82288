import Document, {
  Head,
  Html,
  Main,
  NextScript,
  type DocumentContext,
  type DocumentInitialProps
} from 'next/document'
import { lazyPartsLoaded } from '@/components/lazy-loads'
import { DeferredScriptsHead } from '@/components/next-internals/deferred-scripts-head'
import { publicConfigOf, envConfig } from '@/lib/config/load-config'
import type { PublicConfig } from '@/lib/config/types'
import { appearanceOf } from '@/lib/dark-mode/appearance-of'
import { prePaintScriptProps } from '@/lib/dark-mode/pre-paint-script'
import { GENERATOR } from '@/lib/version'
// A server renders every language; a browser loads its page's one (components/theme/LocaleDictionary).
import '@/lib/i18n/all-dictionaries'

interface PagePropsWithSite {
  siteProps?: { config?: PublicConfig }
}

/**
 * The language and colour mode come from the page's own props (the Notion Config table can change
 * them), so `<html lang>` matches the page and a dark site is dark before its first paint.
 */
export default class SiteDocument extends Document {
  /**
   * Every next/dynamic part (the theme roots, the body renderer and its lazy parts) has loaded
   * before the page renders, even while other pages render in the same process: see
   * components/lazy-loads.ts. Without it a static export wrote some pages with an empty body.
   */
  static override async getInitialProps(ctx: DocumentContext): Promise<DocumentInitialProps> {
    await lazyPartsLoaded()
    return Document.getInitialProps(ctx)
  }

  override render() {
    const pageProps = this.props.__NEXT_DATA__.props?.pageProps as PagePropsWithSite | undefined
    const config = pageProps?.siteProps?.config ?? publicConfigOf(envConfig())
    const appearance = appearanceOf(config)
    // Development keeps Next's own tags, so its overlay and refresh start at once.
    const PageHead = process.env.NODE_ENV === 'production' ? DeferredScriptsHead : Head
    return (
      <Html
        lang={config.LANG}
        className={appearance.appearance === 'dark' ? 'dark' : undefined}
        suppressHydrationWarning
      >
        <PageHead>
          <meta name="generator" content={GENERATOR} />
          <script {...prePaintScriptProps(appearance)} />
        </PageHead>
        <body>
          <Main />
          <NextScript />
        </body>
      </Html>
    )
  }
}
