import { describe, expect, it } from 'vitest'
import { prePaintScript } from '@/lib/dark-mode/pre-paint-script'
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
  settings: Parameters<typeof prePaintScript>[0],
  env: { search?: string; stored?: string; hour?: number }
) {
  const classes = new Set<string>(['light'])
  const storage = new Map<string, string>(env.stored ? [['darkMode', env.stored]] : [])
  const window = {
    localStorage: {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => storage.set(k, v)
    },
    location: { search: env.search ?? '' },
    matchMedia: () => ({ matches: false })
  }
  const document = {
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
  new Function('window', 'document', 'URLSearchParams', 'Date', prePaintScript(settings))(
    window,
    document,
    URLSearchParams,
    FixedDate
  )
  return { classes: [...classes], stored: storage.get('darkMode') ?? null }
}

describe('the pre-paint script', () => {
  const settings = { appearance: 'auto', darkTime: [18, 6], forceDark: false } as const

  it('applies the same rule and sets exactly one of dark / light on <html>', () => {
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

  it('cannot be broken out of by settings text', () => {
    const script = prePaintScript({ ...settings, appearance: '</script><img>' as 'auto' })
    expect(script).not.toContain('</script>')
    expect(script).toContain('\\u003c/script>')
  })
})
