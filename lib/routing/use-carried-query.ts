import { useRouter } from 'next/router'
import { useCallback, useEffect } from 'react'
import {
  effectiveCarried,
  rememberCarried,
  rememberedCarried,
  withParams,
  type Carried,
  type CarriedParam
} from '@/lib/routing/carried-query'

/**
 * The carried parameters in force. Static HTML and hydration see none (the router's query is empty
 * until then), so the configured theme and language render first and `?theme=` applies after.
 * An internal navigation that dropped them gets them back in its address (shallow, no refetch).
 */
export function useCarriedQuery(): Carried {
  const router = useRouter()
  const { isReady, asPath, query } = router
  useEffect(() => {
    if (!isReady) return
    rememberCarried(query)
    const restored = withParams(asPath, rememberedCarried())
    if (restored) void router.replace(restored, undefined, { shallow: true, scroll: false })
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
