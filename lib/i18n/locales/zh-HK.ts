import type { Messages } from '@/lib/i18n/locales/en-US'
import { zhTW } from '@/lib/i18n/locales/zh-TW'

/** Traditional Chinese as written in Hong Kong: Taiwan's wording where the two agree. */
export const zhHK: Messages = {
  ...zhTW,
  MENU: { ...zhTW.MENU, ARCHIVE: '歸檔', FULLSCREEN: '全屏' },
  NAV: { ...zhTW.NAV, ARCHIVE: '歸檔' },
  COMMON: { ...zhTW.COMMON, SWITCH_THEME: '切換主題（現時 {theme}）' },
  SEARCH: { ...zhTW.SEARCH, RESULT: '項結果', RESULTS: '項結果' },
  POST: { ...zhTW.POST, COMMENTS: '評論' },
  AI_SUMMARY: { ...zhTW.AI_SUMMARY, LOADING: '正在生成摘要...' },
  ACCOUNTS: {
    ...zhTW.ACCOUNTS,
    EMAILS: '電郵地址',
    SAVE_FAILED: '儲存失敗，請重試。',
    UPLOADING: '正在上載…'
  }
}
