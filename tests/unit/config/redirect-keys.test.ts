import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildSiteData } from '@/lib/content/site-data'
import { setLogSink } from '@/lib/log'
import type { RowInput } from '@/scripts/lib/workspace-builder'
import { addConfigTable, rowId, workspaceOf } from '@/tests/support/workspace'

/** A missing post's visitor sent off-site: where to is the owner's call, never a Notion editor's. */

const rows: RowInput[] = [
  { title: 'First', slug: 'first', date: '2024-01-10' },
  { title: 'Config', type: 'Config', key: 'config' }
]

let logs: string[] = []
let restore: () => void
beforeEach(() => {
  logs = []
  restore = setLogSink((_level, message) => logs.push(message))
})
afterEach(() => restore())

const siteWith = (
  theme: string,
  entries: [string, string, boolean][],
  env: Record<string, string> = {}
) =>
  buildSiteData(
    addConfigTable(workspaceOf(rows), rowId('config'), [['THEME', theme, true], ...entries]),
    { env, now: Date.UTC(2024, 5, 1) }
  )

describe.each(['proxio', 'landing', 'starter'])('%s POST_REDIRECT keys', (theme) => {
  const ENABLE = `${theme.toUpperCase()}_POST_REDIRECT_ENABLE`
  const URL = `${theme.toUpperCase()}_POST_REDIRECT_URL`

  it('ignore a Config table row, with a build warning', () => {
    const data = siteWith(theme, [
      [ENABLE, 'true', true],
      [URL, 'https://evil.example', true]
    ])
    expect(data.config.THEME).toBe(theme)
    expect(data.themeConfig[ENABLE]).toBe(false)
    expect(data.themeConfig[URL]).toBe('')
    for (const name of [ENABLE, URL])
      expect(logs).toContainEqual(
        expect.stringMatching(new RegExp(`Notion Config table: ${name} cannot be set from Notion`))
      )
  })

  it('are read from the environment', () => {
    const data = siteWith(theme, [], { [ENABLE]: 'true', [URL]: 'https://old.example.com' })
    expect(data.themeConfig[ENABLE]).toBe(true)
    expect(data.themeConfig[URL]).toBe('https://old.example.com')
  })

  it('keep the environment value over a Config table row', () => {
    const data = siteWith(theme, [[URL, 'https://evil.example', true]], {
      [URL]: 'https://old.example.com'
    })
    expect(data.themeConfig[URL]).toBe('https://old.example.com')
  })
})
