import Head from 'next/head'
import { fontLinks } from '@/lib/theme/font-links'
import type { ThemeFonts } from '@/lib/theme/types'

/** The active theme's font links in the page head, keyed so each appears once. */
export function ThemeFontsHead({ fonts }: { fonts: ThemeFonts | undefined }) {
  const links = fontLinks(fonts)
  if (!links.length) return null
  return (
    <Head>
      {links.map((l) => (
        <link key={`${l.rel}:${l.href}`} rel={l.rel} href={l.href} crossOrigin={l.crossOrigin} />
      ))}
    </Head>
  )
}
