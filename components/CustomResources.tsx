import Head from 'next/head'
import type { PublicConfig } from '../lib/config/types'

/**
 * The owner's own CSS and JS (SPEC §7): public/css/custom.css and public/js/custom.js, plus the
 * URLs of CUSTOM_EXTERNAL_CSS / CUSTOM_EXTERNAL_JS. Nothing else is loaded from elsewhere.
 */
export function CustomResources({ config }: { config: PublicConfig }) {
  return (
    <Head>
      {/* The owner's file in public/, not a module Next could bundle. */}
      {/* eslint-disable-next-line @next/next/no-css-tags */}
      <link rel="stylesheet" href="/css/custom.css" />
      {config.CUSTOM_EXTERNAL_CSS.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      <script src="/js/custom.js" defer />
      {config.CUSTOM_EXTERNAL_JS.map((src) => (
        <script key={src} src={src} defer />
      ))}
    </Head>
  )
}
