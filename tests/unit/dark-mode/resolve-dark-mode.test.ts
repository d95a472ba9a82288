import { describe, expect, it } from 'vitest'
import { prePaintScriptProps, type AppearanceSettings } from '@/lib/dark-mode/pre-paint-script'
import { resolveDarkMode, type DarkModeInputs } from '@/lib/dark-mode/resolve-dark-mode'

const base: DarkModeInputs = {
  appearance: 'light',
  darkTime: [18, 6],
  stored: null,
  query: null,
  hour: 12,
  prefersDark: false,
  forceDark: false
}

type Row = [Partial<DarkModeInputs>, boolean]
// APPEARANCE × hour × system preference × storage × query × forced theme.
const table: Row[] = [
  [{ appearance: 'light' }, false],
  [{ appearance: 'light', hour: 23 }, false],
  [{ appearance: 'light', prefersDark: true }, false],
  [{ appearance: 'dark' }, true],
  [{ appearance: 'dark', hour: 3 }, true],
  [{ appearance: 'auto', hour: 12 }, false],
  [{ appearance: 'auto', hour: 17 }, false],
  [{ appearance: 'auto', hour: 18 }, true],
  [{ appearance: 'auto', hour: 23 }, true],
  [{ appearance: 'auto', hour: 0 }, true],
  [{ appearance: 'auto', hour: 5 }, true],
  [{ appearance: 'auto', hour: 6 }, false],
  [{ appearance: 'auto', hour: 12, prefersDark: true }, true],
  [{ appearance: 'auto', hour: 20, darkTime: [21, 7] }, false],
  [{ appearance: 'auto', hour: 21, darkTime: [21, 7] }, true],
  [{ appearance: 'light', stored: 'dark' }, true],
  [{ appearance: 'light', stored: 'true' }, true],
  [{ appearance: 'dark', stored: 'false' }, false],
  [{ appearance: 'dark', stored: 'light' }, false],
  [{ appearance: 'auto', hour: 23, stored: 'false' }, false],
  [{ appearance: 'auto', hour: 12, stored: 'true' }, true],
  [{ appearance: 'light', forceDark: true }, true],
  [{ appearance: 'light', stored: 'false', forceDark: true }, true],
  [{ appearance: 'light', query: 'dark' }, true],
  [{ appearance: 'dark', query: 'light' }, false],
  [{ appearance: 'dark', query: 'anything' }, false],
  [{ appearance: 'light', stored: 'false', query: 'dark' }, true],
  [{ appearance: 'light', forceDark: true, query: 'light' }, false],
  [{ appearance: 'auto', hour: 23, stored: 'true', query: 'light' }, false]
]

describe('resolveDarkMode', () => {
  it.each(table)('%o → dark %s', (overrides, dark) => {
    expect(resolveDarkMode({ ...base, ...overrides })).toBe(dark)
  })
})

function runScript(
  settings: AppearanceSettings,
  env: { search?: string; stored?: string; hour?: number; prefersDark?: boolean }
) {
  const { dangerouslySetInnerHTML, ...attributes } = prePaintScriptProps(settings)
  const classes = new Set<string>(['light'])
  const storage = new Map<string, string>(env.stored ? [['darkMode', env.stored]] : [])
  const window = {
    localStorage: {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => storage.set(k, v)
    },
    location: { search: env.search ?? '' },
    matchMedia: () => ({ matches: env.prefersDark ?? false })
  }
  const element = attributes as Record<string, string>
  const document = {
    currentScript: { getAttribute: (name: string) => element[name] ?? null },
    documentElement: {
      classList: { add: (c: string) => classes.add(c), remove: (c: string) => classes.delete(c) }
    }
  }
  const RealDate = Date
  class FixedDate extends RealDate {
    override getHours() {
      return env.hour ?? 12
    }
  }
  new Function('window', 'document', 'URLSearchParams', 'Date', dangerouslySetInnerHTML.__html)(
    window,
    document,
    URLSearchParams,
    FixedDate
  )
  return { classes: [...classes], stored: storage.get('darkMode') ?? null }
}

describe('the pre-paint script', () => {
  const settings = { appearance: 'auto', darkTime: [18, 6], forceDark: false } as const

  it.each(table)('applies the same rule as resolveDarkMode: %o → dark %s', (overrides, dark) => {
    const input = { ...base, ...overrides }
    const { appearance, darkTime, forceDark, stored, query, hour, prefersDark } = input
    const env = {
      hour,
      prefersDark,
      ...(stored ? { stored } : {}),
      ...(query ? { search: `?mode=${query}` } : {})
    }
    expect(runScript({ appearance, darkTime, forceDark }, env).classes).toEqual([
      dark ? 'dark' : 'light'
    ])
  })

  it('sets exactly one of dark / light on <html>', () => {
    expect(runScript(settings, { hour: 20 }).classes).toEqual(['dark'])
    expect(runScript(settings, { hour: 9 }).classes).toEqual(['light'])
    expect(runScript(settings, { hour: 9, search: '?mode=dark' }).classes).toEqual(['dark'])
  })

  it('re-saves a stored choice, and saves nothing when there was none', () => {
    expect(runScript(settings, { hour: 9, stored: 'dark' })).toEqual({
      classes: ['dark'],
      stored: 'true'
    })
    expect(runScript(settings, { hour: 9 }).stored).toBeNull()
  })

  it('has one text whatever the settings, which ride in an attribute', () => {
    const dark = prePaintScriptProps({ ...settings, appearance: '</script><img>' as 'auto' })
    expect(dark.dangerouslySetInnerHTML).toEqual(
      prePaintScriptProps(settings).dangerouslySetInnerHTML
    )
    expect(JSON.parse(dark['data-settings'])).toMatchObject({ appearance: '</script><img>' })
  })
})
