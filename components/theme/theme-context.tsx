import { createContext, useContext, type ReactNode } from 'react'
import type { KeyMap, ValuesOf } from '@/conf/key'
import type { ThemeConf } from '@/conf/themes/define'
import type { SiteProps } from '@/lib/theme/props'
import { themeStringsFor, type ThemeStrings } from '@/lib/i18n/theme-strings'
import { useLocale } from '@/lib/i18n/use-messages'
import type { RendererParts } from '@/lib/theme/renderer-parts'
import type { ThemeDefinition, ThemeSlots } from '@/lib/theme/types'
import { RendererPartsContext } from '@/components/notion-renderer/parts-context'

interface ThemeState {
  conf: ThemeConf
  slots: ThemeSlots
  config: Readonly<Record<string, unknown>>
  site: SiteProps
}

const ThemeContext = createContext<ThemeState | null>(null)
const NO_PARTS: RendererParts = {}

/** Defaults of the theme's keys, overridden by the resolved values when it is the configured theme. */
function themeConfigOf(conf: ThemeConf, site: SiteProps) {
  const defaults = Object.fromEntries(Object.entries(conf.keys).map(([k, s]) => [k, s.default]))
  return site.config.THEME === conf.id ? { ...defaults, ...site.themeConfig } : defaults
}

export function ThemeProvider(props: {
  theme: ThemeDefinition
  site: SiteProps
  children: ReactNode
}) {
  const { theme, site } = props
  const value: ThemeState = {
    conf: theme.conf,
    slots: theme.slots ?? {},
    config: themeConfigOf(theme.conf, site),
    site
  }
  return (
    <ThemeContext.Provider value={value}>
      <RendererPartsContext.Provider value={theme.renderer ?? NO_PARTS}>
        {props.children}
      </RendererPartsContext.Provider>
    </ThemeContext.Provider>
  )
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

/** The active theme's conf (id, keys, menu flags, data needs). */
export const useThemeConf = (): ThemeConf => useThemeState().conf

/** The active theme's settings as plain values, for shared code that reads keys by name. */
export const useThemeValues = (): Readonly<Record<string, unknown>> => useThemeState().config

/**
 * A theme's typed settings hook, made once from its conf:
 * `export const usePlogConfig = themeConfigHook(plogConf)`.
 */
export const themeConfigHook =
  <K extends KeyMap>(conf: ThemeConf<K>) =>
  (): ValuesOf<K> => {
    const state = useThemeState()
    // The values were resolved against this very key map (themeConfigOf above).
    if (state.conf.id !== conf.id)
      throw new Error(`${conf.id} settings read inside ${state.conf.id}`)
    return state.config as ValuesOf<K>
  }

/**
 * A theme's typed strings hook, made once from its dictionary:
 * `export const usePlogStrings = themeStringsHook({ 'en-US': {...}, 'fr-FR': {...} })`.
 */
export const themeStringsHook =
  <T extends Record<string, string>>(strings: ThemeStrings<T>) =>
  (): T =>
    themeStringsFor(strings, useLocale())
