import type { AppProps } from 'next/app'
import { AccountsRoot } from '@/components/accounts'
import { setRouteBase } from '@/lib/routing/routes'
import '@/styles/globals.css'

type WithSite = { siteProps?: { basePath?: unknown } }

export default function App({ Component, pageProps }: AppProps) {
  // Before anything renders: a language site's links (lib/routing/routes.ts) live under its base.
  const base = (pageProps as WithSite).siteProps?.basePath
  setRouteBase(typeof base === 'string' ? base : '')
  return (
    <AccountsRoot>
      <Component {...pageProps} />
    </AccountsRoot>
  )
}
