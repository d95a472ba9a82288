import Document, { Head, Html, Main, NextScript, type DocumentContext } from 'next/document'
import { GENERATOR } from '../lib/version'

interface LangProps {
  lang: string
}

/** Reads the page's language from its props so `<html lang>` matches what is shown. */
export default class SiteDocument extends Document<LangProps> {
  static override async getInitialProps(ctx: DocumentContext) {
    const initial = await Document.getInitialProps(ctx)
    return { ...initial, lang: 'zh-CN' }
  }

  override render() {
    const pageProps = this.props.__NEXT_DATA__.props?.pageProps as { lang?: unknown } | undefined
    const lang = typeof pageProps?.lang === 'string' ? pageProps.lang : this.props.lang
    return (
      <Html lang={lang}>
        <Head>
          <meta name="generator" content={GENERATOR} />
        </Head>
        <body>
          <Main />
          <NextScript />
        </body>
      </Html>
    )
  }
}
