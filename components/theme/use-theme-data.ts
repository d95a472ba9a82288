import { useEffect, useState } from 'react'
import { useSite } from '@/components/theme/theme-context'
import { withBasePath } from '@/lib/base-path'
import type { ThemeData } from '@/lib/theme/theme-data'

const loaded = new Map<string, Promise<ThemeData>>()

/** The theme-data document at `url`, fetched once per page load however often it is asked for. */
export function loadThemeData(url: string): Promise<ThemeData> {
  let request = loaded.get(url)
  if (!request) {
    request = fetch(withBasePath(url)).then((r) => {
      if (!r.ok) throw new Error(`theme data: ${r.status} from ${url}`)
      return r.json() as Promise<ThemeData>
    })
    request.catch(() => loaded.delete(url))
    loaded.set(url, request)
  }
  return request
}

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
    let live = true
    loadThemeData(site.themeDataUrl).then(
      (data) => live && setFetched(data),
      () => undefined
    )
    return () => {
      live = false
    }
  }, [own, site.themeDataUrl])
  return own ?? fetched?.[kind] ?? null
}
