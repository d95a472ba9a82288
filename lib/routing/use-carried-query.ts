import { useRouter, type NextRouter } from 'next/router'
import { useCallback, useEffect } from 'react'
import {
  effectiveCarried,
  rememberCarried,
  rememberedCarried,
  withParams,
  type Carried,
  type CarriedParam
} from '@/lib/routing/carried-query'

/** The address of the navigation in flight (as the router's events name it); null when none. */
let inFlight: string | null = null
const tracked = new WeakSet<object>()

/** Follows the router's navigations, once per router (a stand-in router may have no events). */
export function trackNavigations(events: NextRouter['events'] | undefined): void {
  if (!events || tracked.has(events)) return
  tracked.add(events)
  events.on('routeChangeStart', (url: string) => (inFlight = url))
  // Only its own end clears it: an older navigation may end after a newer one has started.
  const ended = (url: string) => {
    if (url === inFlight) inFlight = null
  }
  events.on('routeChangeComplete', ended)
  events.on('routeChangeError', (_error: unknown, url: string) => ended(url))
}

/**
 * Whether the page at `asPath` may put the carried parameters back in the address: not while a
 * navigation elsewhere is in flight (a link followed before this page's effects ran), which the
 * replace would cancel; that page puts them back itself.
 */
export function mayRestore(asPath: string, basePath = '', navigating = inFlight): boolean {
  if (navigating === null) return true
  const path =
    basePath && navigating.startsWith(basePath)
      ? navigating.slice(basePath.length) || '/'
      : navigating
  return path === asPath
}

/**
 * The carried parameters in force. Static HTML and hydration see none (the router's query is empty
 * until then), so the configured theme and language render first and `?theme=` applies after.
 * An internal navigation that dropped them gets them back in its address (shallow, no refetch).
 */
export function useCarriedQuery(): Carried {
  const router = useRouter()
  const { isReady, asPath, query } = router
  useEffect(() => trackNavigations(router.events as NextRouter['events'] | undefined), [router])
  useEffect(() => {
    if (!isReady) return
    rememberCarried(query)
    const restored = withParams(asPath, rememberedCarried())
    if (restored && mayRestore(asPath, router.basePath))
      void router.replace(restored, undefined, { shallow: true, scroll: false })
    // `query` changes with `asPath`; the router object is stable enough for a replace.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isReady, asPath])
  return effectiveCarried(query)
}

/** Set or clear carried parameters (theme and language switches), in memory and in the address. */
export function useSwitchCarried(): (
  changes: Partial<Record<CarriedParam, string | null>>
) => void {
  const router = useRouter()
  return useCallback(
    (changes) => {
      rememberCarried(router.query, changes)
      const next = withParams(router.asPath, changes)
      if (next) void router.replace(next, undefined, { shallow: true, scroll: false })
    },
    [router]
  )
}
