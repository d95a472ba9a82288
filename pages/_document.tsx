import Loadable from 'next/dist/shared/lib/loadable.shared-runtime'
import Document, {
  Head,
  Html,
  Main,
  NextScript,
  type DocumentContext,
  type DocumentInitialProps
} from 'next/document'
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
  /**
   * Every next/dynamic part (the theme roots, the body renderer and its lazy parts) loaded before
   * the page renders. A static export renders the pages of fixed routes (/, /archive, /category,
   * /tag, /search) in a worker whose renderer flushes another registry of dynamic imports than
   * the one these parts join, so they rendered as nothing: an empty page, then React #418 on
   * hydration. This flushes the registry they joined; next/dynamic has no public way to do it.
   */
  static override async getInitialProps(ctx: DocumentContext): Promise<DocumentInitialProps> {
    await Loadable.preloadAll()
    return Document.getInitialProps(ctx)
  }

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
