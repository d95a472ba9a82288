import Head from 'next/head'
import type { PublicConfig } from '@/lib/config/types'
import { CUSTOM_CSS, CUSTOM_JS } from '@/lib/build/custom-file-paths'
import { safeCodeUrl } from '@/lib/body/safe-url'
import { withBasePath } from '@/lib/base-path'
import { IconFontLoader } from '@/components/icons/IconFontLoader'
import { Integrations } from '@/components/integrations/Integrations'
import { SiteWidgets } from '@/components/site-extras/SiteWidgets'

/**
 * The owner's own CSS and JS: public/css/custom.css and public/js/custom.js when they hold more
 * than comments (next.config decides at build time), plus the
 * URLs of CUSTOM_EXTERNAL_CSS / CUSTOM_EXTERNAL_JS that are https: or on this site. Nothing else
 * is loaded from elsewhere. Then the configured third-party services (components/integrations),
 * and the owner's iconfont symbols on pages that show one.
 */
export function CustomResources({ config }: { config: PublicConfig }) {
  const styles = config.CUSTOM_EXTERNAL_CSS.map(safeCodeUrl).filter((u): u is string => !!u)
  const scripts = config.CUSTOM_EXTERNAL_JS.map(safeCodeUrl).filter((u): u is string => !!u)
  return (
    <>
      <Integrations config={config} />
      <SiteWidgets config={config} />
      <IconFontLoader />
      <Head>
        {process.env.NOTIONPRESS_CUSTOM_CSS ? (
          // The owner's file in public/, not a module Next could bundle.
          <link rel="stylesheet" href={withBasePath(`/${CUSTOM_CSS}`)} />
        ) : null}
        {styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {process.env.NOTIONPRESS_CUSTOM_JS ? (
          <script src={withBasePath(`/${CUSTOM_JS}`)} defer />
        ) : null}
        {scripts.map((src) => (
          <script key={src} src={src} defer />
        ))}
      </Head>
    </>
  )
}
