import Document, {
  Head,
  Html,
  Main,
  NextScript,
  type DocumentContext,
  type DocumentInitialProps
} from 'next/document'
import { ServiceTags } from '@/components/integrations/ServiceTags'
import { lazyPartsLoaded } from '@/components/lazy-loads'
import { SeoTags } from '@/components/SeoTags'
import { DeferredScriptsHead } from '@/components/next-internals/deferred-scripts-head'
import { publicConfigOf, envConfig } from '@/lib/config/load-config'
import type { PublicConfig } from '@/lib/config/types'
import { appearanceOf } from '@/lib/dark-mode/appearance-of'
import { prePaintScriptProps } from '@/lib/dark-mode/pre-paint-script'
import { loadedMessages } from '@/lib/i18n/dictionary-store'
import { enUS } from '@/lib/i18n/locales/en-US'
import type { PageProps } from '@/lib/theme/layout-props'
import { GENERATOR } from '@/lib/version'
// A server renders every language; a browser loads its page's one (components/theme/LocaleDictionary).
import '@/lib/i18n/all-dictionaries'

interface PagePropsWithSite {
  siteProps?: { config?: PublicConfig }
  layout?: string
}

/** A page of the site's own (not Next's error page, which has no layout and site props). */
const isSitePage = (props: PagePropsWithSite | undefined): props is PagePropsWithSite & PageProps =>
  !!props?.layout && !!props.siteProps?.config

interface SiteDocumentProps {
  /** The path asked for, for the canonical URL when the page has none of its own. */
  path: string
}

/**
 * The language and colour mode come from the page's own props (the Notion Config table can change
 * them), so `<html lang>` matches the page and a dark site is dark before its first paint. So do
 * the head's tags for search engines, social sites and outside services (SeoTags, ServiceTags):
 * written here, by the server alone, they cost the page no script.
 */
export default class SiteDocument extends Document<SiteDocumentProps> {
  /**
   * Every next/dynamic part (the theme roots, the body renderer and its lazy parts) has loaded
   * before the page renders, even while other pages render in the same process: see
   * components/lazy-loads.ts. Without it a static export wrote some pages with an empty body.
   */
  static override async getInitialProps(
    ctx: DocumentContext
  ): Promise<DocumentInitialProps & SiteDocumentProps> {
    await lazyPartsLoaded()
    return { ...(await Document.getInitialProps(ctx)), path: ctx.asPath ?? '/' }
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
          {isSitePage(pageProps) ? (
            <SeoTags
              page={pageProps}
              path={this.props.path}
              t={loadedMessages(config.LANG) ?? enUS}
            />
          ) : null}
          <ServiceTags config={config} />
        </PageHead>
        <body>
          <Main />
          <NextScript />
        </body>
      </Html>
    )
  }
}
