import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { resolveThemeConfig } from '../../../lib/config/theme-config'
import { buildSiteData } from '../../../lib/content/site-data'
import { setLogSink } from '../../../lib/log'
import type { RowInput } from '../../../scripts/lib/workspace-builder'
import { isThemeSetting } from '../../../conf/themes'
import { nobeliumKeys } from '../../../conf/themes/nobelium'
import { plogKeys } from '../../../conf/themes/plog'
import { addConfigTable, rowId, workspaceOf } from '../../support/workspace'

/** NOBELIUM_MENU_* are nobelium's own keys and plog's aliases: one name, two themes' views. */

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

const siteWith = (theme: string, entries: [string, string, boolean][]) =>
  buildSiteData(
    addConfigTable(workspaceOf(rows), rowId('config'), [['THEME', theme, true], ...entries]),
    { env: {}, now: Date.UTC(2024, 5, 1) }
  )

describe('a setting name that is one theme key and another theme alias', () => {
  it('each theme resolves it into its own key', () => {
    const notion = { NOBELIUM_MENU_CATEGORY: 'true', NOBELIUM_NAV_NOTION_ICON: 'false' }
    const nobelium = resolveThemeConfig('nobelium', nobeliumKeys, { env: {}, notion })
    const plog = resolveThemeConfig('plog', plogKeys, { env: {}, notion })
    expect(nobelium.NOBELIUM_MENU_CATEGORY).toBe(true)
    expect(nobelium.NOBELIUM_NAV_NOTION_ICON).toBe(false)
    expect(plog.PLOG_MENU_CATEGORY).toBe(true)
    expect(plog.PLOG_NAV_NOTION_ICON).toBe(false)
    expect(Object.keys(plog).some((k) => k.startsWith('NOBELIUM_'))).toBe(false)
  })

  it('keeps the other theme own names out of a theme view', () => {
    const notion = { PLOG_MENU_TAG: 'false', NOBELIUM_MENU_TAG: 'true' }
    expect(resolveThemeConfig('nobelium', nobeliumKeys, { env: {}, notion })).toMatchObject({
      NOBELIUM_MENU_TAG: true
    })
    expect(resolveThemeConfig('plog', plogKeys, { env: {}, notion }).PLOG_MENU_TAG).toBe(false)
  })

  it.each(['NOBELIUM_MENU_ARCHIVE', 'NEXT_PUBLIC_NOBELIUM_MENU_ARCHIVE'])(
    'is read from the environment as %s by both',
    (name) => {
      const env = { [name]: 'true' }
      expect(resolveThemeConfig('nobelium', nobeliumKeys, { env }).NOBELIUM_MENU_ARCHIVE).toBe(true)
      expect(resolveThemeConfig('plog', plogKeys, { env }).PLOG_MENU_ARCHIVE).toBe(true)
    }
  )

  it.each([
    ['nobelium', 'NOBELIUM_MENU_ARCHIVE'],
    ['plog', 'PLOG_MENU_ARCHIVE']
  ])('reaches %s from a row of the Notion Config table, unwarned', (theme, own) => {
    const data = siteWith(theme, [['NOBELIUM_MENU_ARCHIVE', 'true', true]])
    expect(data.config.THEME).toBe(theme)
    expect(data.themeConfig[own]).toBe(true)
    expect(logs.join('\n')).not.toMatch(/unknown setting/)
    expect(isThemeSetting('NOBELIUM_MENU_ARCHIVE')).toBe(true)
  })

  it('leaves a disabled row out of both', () => {
    expect(
      siteWith('nobelium', [['NOBELIUM_MENU_ARCHIVE', 'true', false]]).themeConfig
    ).toMatchObject({ NOBELIUM_MENU_ARCHIVE: false })
    expect(siteWith('plog', [['NOBELIUM_MENU_ARCHIVE', 'true', false]]).themeConfig).toMatchObject({
      PLOG_MENU_ARCHIVE: false
    })
  })
})
