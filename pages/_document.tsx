import Document, {
  Head,
  Html,
  Main,
  NextScript,
  type DocumentContext,
  type DocumentInitialProps
} from 'next/document'
import type { ReactElement } from 'react'
import { chunkQueueOf } from '@/components/document/turbopack-bootstrap'
import { lazyPartsLoaded } from '@/components/lazy-loads'
import { publicConfigOf, envConfig } from '@/lib/config/load-config'
import type { PublicConfig } from '@/lib/config/types'
import { appearanceOf } from '@/lib/dark-mode/appearance-of'
import { prePaintScriptProps } from '@/lib/dark-mode/pre-paint-script'
import { deferredLoaderProps } from '@/lib/hydration/deferred-loader'
import { GENERATOR } from '@/lib/version'

type DocumentFiles = Parameters<Head['getScripts']>[0]

interface ScriptProps {
  src?: unknown
  dangerouslySetInnerHTML?: { __html?: unknown }
}
const propsOf = (element: ReactElement | null) => element?.props as ScriptProps | undefined

const srcOf = (element: ReactElement | null): string | undefined => {
  const src = propsOf(element)?.src
  return typeof src === 'string' ? src : undefined
}

const htmlOf = (element: ReactElement): string =>
  String(propsOf(element)?.dangerouslySetInnerHTML?.__html ?? '')

/**
 * Next's <Head> with its page scripts swapped for one inline loader that requests them after the
 * page has painted (lib/hydration/deferred-loader.ts). Measured on an article under Lighthouse's
 * mobile profile, the same HTML scored 76 with Next's `defer` tags and 97 with the same scripts
 * run after `load` (bench/README.md): the simulated phone otherwise counts every script byte
 * against the largest paint. Next's one inline script, Turbopack's chunk bootstrap, becomes the
 * loader's data (components/document/turbopack-bootstrap.ts): every inline script of a page has
 * a fixed text, which the security policy admits by its hash (lib/security/inline-scripts.ts).
 */
class DeferredScriptsHead extends Head {
  /** The dynamic chunks join the loader's list in getScripts, in the order Next gives them. */
  override getDynamicChunks(): (ReactElement | null)[] {
    return []
  }

  override getScripts(files: DocumentFiles): ReactElement[] {
    const scripts = super.getScripts(files)
    const urls = [...super.getDynamicChunks(files), ...scripts]
      .map(srcOf)
      .filter((src): src is string => !!src)
    const inline = scripts.filter((script) => !srcOf(script)).map(htmlOf)
    const { buildManifest, __NEXT_DATA__ } = this.context
    const queue = chunkQueueOf(buildManifest, __NEXT_DATA__.page, inline)
    if (urls.length === 0) return []
    return [<script key="deferred-loader" {...deferredLoaderProps(urls, queue)} />]
  }
}

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
