import type { AppProps } from 'next/app'
import { useEffect } from 'react'
import { AccountsRoot } from '@/components/accounts'
import { HYDRATED_ATTRIBUTE } from '@/lib/hydration/hydrated-attribute'
import { setRouteBase } from '@/lib/routing/routes'
import '@/styles/globals.css'

type WithSite = { siteProps?: { basePath?: unknown } }

export default function App({ Component, pageProps }: AppProps) {
  // Before anything renders: a language site's links (lib/routing/routes.ts) live under its base.
  const base = (pageProps as WithSite).siteProps?.basePath
  setRouteBase(typeof base === 'string' ? base : '')
  // The page's scripts load after its first paint
  // (components/next-internals/deferred-scripts-head.tsx): this marks the moment it answers
  // clicks, for tests and for anyone measuring it.
  useEffect(() => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ''), [])
  return (
    <AccountsRoot>
      <Component {...pageProps} />
    </AccountsRoot>
  )
}
