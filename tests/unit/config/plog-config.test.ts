import { describe, expect, it } from 'vitest'
import { resolveThemeConfig } from '@/lib/config/theme-config'
import { plogKeys } from '@/conf/themes/plog'
import { isThemeSetting } from '@/conf/themes/index'

const resolve = (notion: Record<string, string>) =>
  resolveThemeConfig('plog', plogKeys, { env: {}, notion })

describe('plog settings', () => {
  it('default to category off, tag on, archive off, search on, RSS off, notion icon on', () => {
    expect(resolve({})).toEqual({
      PLOG_MENU_CATEGORY: false,
      PLOG_MENU_TAG: true,
      PLOG_MENU_ARCHIVE: false,
      PLOG_MENU_SEARCH: true,
      PLOG_MENU_RSS: false,
      PLOG_NAV_NOTION_ICON: true
    })
  })

  it('accept the NOBELIUM_* names, weaker than PLOG_*', () => {
    expect(resolve({ NOBELIUM_MENU_CATEGORY: 'true' }).PLOG_MENU_CATEGORY).toBe(true)
    expect(resolve({ NOBELIUM_MENU_TAG: 'true', PLOG_MENU_TAG: 'false' }).PLOG_MENU_TAG).toBe(false)
    expect(isThemeSetting('NOBELIUM_NAV_NOTION_ICON')).toBe(true)
  })
})
