import { useEffect, useState } from 'react'
import { useSite } from '@/components/theme/theme-context'
import type { ThemeData } from '@/lib/content/theme-data'

const loaded = new Map<string, Promise<ThemeData>>()

/**
 * Extra data the active theme declared (its conf's `data`): in props for the configured theme,
 * fetched once from `themeDataUrl` for a theme switched to at run time. Null while loading.
 */
export function useThemeData<K extends keyof ThemeData>(kind: K): ThemeData[K] | null {
  const site = useSite()
  const own = site.themeData[kind]
  const [fetched, setFetched] = useState<ThemeData | null>(null)
  useEffect(() => {
    if (own !== undefined) return
    let request = loaded.get(site.themeDataUrl)
    if (!request) {
      request = fetch(site.themeDataUrl).then((r) => r.json() as Promise<ThemeData>)
      loaded.set(site.themeDataUrl, request)
    }
    let live = true
    request.then((data) => live && setFetched(data)).catch(() => loaded.delete(site.themeDataUrl))
    return () => {
      live = false
    }
  }, [own, site.themeDataUrl])
  return own ?? fetched?.[kind] ?? null
}
