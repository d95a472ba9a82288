import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import type { ValuesOf, KeyMap } from '../lib/config/define'
import type { SiteProps } from '../lib/content/page-props'
import type { ThemeData } from '../lib/content/theme-data'
import type { ThemeDefinition, ThemeSlots } from './types'

interface ThemeState {
  id: string
  slots: ThemeSlots
  config: Readonly<Record<string, unknown>>
  site: SiteProps
}

const ThemeContext = createContext<ThemeState | null>(null)

/** Defaults of the theme's keys, overridden by the resolved values when it is the configured theme. */
function themeConfigOf(theme: ThemeDefinition, site: SiteProps) {
  const defaults = Object.fromEntries(Object.entries(theme.config).map(([k, s]) => [k, s.default]))
  return site.config.THEME === theme.id ? { ...defaults, ...site.themeConfig } : defaults
}

export function ThemeProvider(props: {
  theme: ThemeDefinition
  site: SiteProps
  children: ReactNode
}) {
  const { theme, site } = props
  const value: ThemeState = {
    id: theme.id,
    slots: theme.slots ?? {},
    config: themeConfigOf(theme, site),
    site
  }
  return <ThemeContext.Provider value={value}>{props.children}</ThemeContext.Provider>
}

function useThemeState(): ThemeState {
  const state = useContext(ThemeContext)
  if (!state) throw new Error('theme hooks are used outside a theme root')
  return state
}

/** The site's props on every page: info, nav, public config, taxonomies, notice, latest posts. */
export const useSite = (): SiteProps => useThemeState().site

/** The active theme's slots (restyled shared primitives). */
export const useSlots = (): ThemeSlots => useThemeState().slots

/** The active theme's settings, typed by the theme's own key map. */
export const useThemeConfig = <K extends KeyMap>(): ValuesOf<K> =>
  useThemeState().config as ValuesOf<K>

/** The active theme's id (menu flags are named after it: `<ID>_MENU_*`). */
export const useThemeId = (): string => useThemeState().id

const loaded = new Map<string, Promise<ThemeData>>()

/**
 * Extra data the active theme declared (THEME_DATA_NEEDS): in props for the configured theme,
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
