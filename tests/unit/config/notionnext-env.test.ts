import { afterEach, describe, expect, it } from 'vitest'
import { schema } from '@/blog.config'
import { NOTIONNEXT_ENV_NAMES } from '@/conf/notionnext-env'
import { THEME_CONFS } from '@/conf/themes/index'
import type { KeyMap, KeySpec } from '@/lib/config/define'
import { loadConfig } from '@/lib/config/load-config'
import { envNamesOf, resolveKeys } from '@/lib/config/resolve-keys'
import { configSlices } from '@/lib/config/config-slices'
import { setLogSink } from '@/lib/log'

let restore: (() => void) | undefined
afterEach(() => restore?.())
const collect = () => {
  const lines: string[] = []
  restore = setLogSink((_level, message) => lines.push(message))
  return lines
}

const everyKey: KeyMap = {
  ...(schema as KeyMap),
  ...Object.assign({}, ...Object.values(THEME_CONFS).map(({ keys }) => keys as KeyMap))
}

/** A value for the key, as env text, that differs from its default and passes its checks. */
function sample(spec: KeySpec<unknown>): { text: string; value: unknown } {
  switch (spec.kind) {
    case 'boolean':
      return { text: String(!spec.default), value: !spec.default }
    case 'number': {
      const value = spec.default === spec.max ? (spec.min ?? 1) : (spec.max ?? 7)
      return { text: String(value), value }
    }
    case 'enum': {
      const value = spec.options?.find((o) => o !== spec.default) ?? ''
      return { text: value, value }
    }
    case 'list':
      return { text: 'a,b', value: ['a', 'b'] }
    case 'json':
      return { text: JSON.stringify(spec.default), value: spec.default }
    default:
      return {
        text: 'https://example.com/from-notionnext',
        value: 'https://example.com/from-notionnext'
      }
  }
}

describe("NotionNext's environment names", () => {
  it('include the names NotionNext reads off the NEXT_PUBLIC_<KEY> pattern', () => {
    expect(NOTIONNEXT_ENV_NAMES).toMatchObject({
      NEXT_PUBLIC_REVALIDATE_SECOND: 'NEXT_REVALIDATE_SECOND',
      NEXT_PUBLIC_POST_PER_PAGE: 'POSTS_PER_PAGE',
      NEXT_PUBLIC_POST_SORT_BY: 'POSTS_SORT_BY',
      NEXT_PUBLIC_NOTION_SCHEDULE_PUBLISH: 'POST_SCHEDULE_PUBLISH',
      NEXT_PUBLIC_POST_SHARE_BAR: 'POST_SHARE_BAR_ENABLE',
      NEXT_PUBLIC_POST_PREVIEW: 'POST_LIST_PREVIEW'
    })
  })

  it.each(Object.entries(NOTIONNEXT_ENV_NAMES))(
    '%s sets %s, with one notice naming it',
    (envName, key) => {
      const spec = everyKey[key]
      expect(spec, `${key} is declared in conf/`).toBeDefined()
      if (!spec) return
      expect([key, `NEXT_PUBLIC_${key}`]).not.toContain(envName)
      const { text, value } = sample(spec)
      const lines = collect()
      const sources = { env: { [envName]: text } }
      const resolve = () =>
        resolveKeys({ [key]: spec }, sources, () => 'conf', {
          byDefault: true,
          scriptsAllowed: false
        })
      expect(resolve().values[key]).toEqual(value)
      resolve()
      const notices = lines.filter((line) => line.includes(envName))
      expect(notices).toEqual([
        `environment: ${envName} is NotionNext's name for ${key}; read as ${key}. Rename it to ${key}`
      ])
    }
  )

  it("are read after the setting's own names, without a notice then", () => {
    const lines = collect()
    const { config } = loadConfig({
      env: { POSTS_PER_PAGE: '20', NEXT_PUBLIC_POST_PER_PAGE: '30' }
    })
    expect(config.POSTS_PER_PAGE).toBe(20)
    expect(lines.filter((l) => l.includes('NEXT_PUBLIC_POST_PER_PAGE'))).toEqual([])
  })

  it('each set only their own setting', () => {
    for (const { keys } of configSlices())
      for (const [name, spec] of Object.entries(keys))
        for (const envName of envNamesOf(name, spec))
          if (envName in NOTIONNEXT_ENV_NAMES) expect(NOTIONNEXT_ENV_NAMES[envName]).toBe(name)
  })
})
