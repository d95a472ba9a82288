import type { Messages } from '@/lib/i18n/locales/en-US'

export const zhTW: Messages = {
  MENU: {
    HOME: '首頁',
    ARCHIVE: '彙整',
    CATEGORY: '分類',
    TAG: '標籤',
    SEARCH: '搜尋',
    RSS: '訂閱',
    MENU: '選單',
    OPEN_MENU: '開啟選單',
    CLOSE_MENU: '關閉選單',
    EXPAND: '展開',
    FULLSCREEN: '全螢幕',
    SEARCH_DRAWER: '開啟搜尋',
    RANDOM_POST: '隨機文章'
  },
  NAV: {
    ARCHIVE: '彙整',
    CATEGORY: '分類',
    TAGS: '標籤',
    SEARCH: '搜尋',
    NOT_FOUND: '找不到頁面'
  },
  COMMON: {
    START_READING: '開始閱讀',
    MORE: '更多',
    NO_MORE: '沒有更多了',
    LOADING: '載入中...',
    NOT_FOUND: '找不到頁面',
    NOT_FOUND_REDIRECT: '找不到頁面，即將返回首頁...',
    CANNOT_LOAD: '頁面無法載入，即將返回首頁',
    BACK: '返回',
    TOP: '頂部',
    BOTTOM: '底部',
    POWERED_BY: '技術支援',
    TOGGLE_DARK_MODE: '切換深色模式',
    CATEGORIES: '分類',
    TAGS: '標籤',
    LATEST_POSTS: '最新文章',
    POSTS: '文章',
    STATISTICS: '統計',
    SITE_VISITS: '瀏覽量',
    SITE_VISITORS: '訪客數',
    ANNOUNCEMENT: '公告',
    ABOUT_AUTHOR: '關於 {author}',
    CONTACT_ME: '聯絡我',
    POSTS_COUNT: '{count} 篇文章',
    CLOSE: '關閉',
    PREVIOUS: '上一個',
    NEXT: '下一個',
    THEME: '主題',
    SWITCH_THEME: '切換主題（目前 {theme}）',
    LANGUAGE: '語言'
  },
  COPYRIGHT: {
    AUTHOR: '本文作者',
    LINK: '本文連結',
    NOTICE: '版權聲明',
    LICENSE: '本部落格所有文章除特別聲明外，均採用 CC BY-NC-SA 4.0 授權條款。轉載請註明出處！'
  },
  PAGINATION: {
    PREV: '上一頁',
    NEXT: '下一頁',
    PAGE: '第 {page} 頁'
  },
  SEARCH: {
    ARTICLES: '搜尋文章',
    TAGS: '標籤 #{tag}',
    SEARCH: '搜尋',
    CLEAR: '清除',
    RESULT: '筆結果',
    RESULTS: '筆結果',
    NO_RESULTS: '沒有結果',
    TRY_DIFFERENT: '換個關鍵字試試',
    NO_RESULTS_FOUND: '找不到結果。',
    ERROR: '搜尋出錯'
  },
  POST: {
    WORD_COUNT: '{count} 字',
    READ_TIME: '{minutes} 分鐘閱讀',
    BLOCK_UNAVAILABLE: '此內容區塊無法顯示。',
    DATABASE: '資料庫',
    LOCKED_BADGE: '已加密',
    LOCK_UNAVAILABLE: '此瀏覽器無法在這裡解鎖文章：解鎖需要安全連線（https）。',
    BY: '作者',
    PUBLISHED_ON: '發佈於',
    LAST_EDITED: '最後更新',
    VIEWS: '次閱讀',
    TABLE_OF_CONTENTS: '目錄',
    RELATED_POSTS: '相關文章',
    PREVIOUS_POST: '上一篇',
    NEXT_POST: '下一篇',
    COMMENTS: '留言',
    SHARE: '分享',
    COPY_LINK: '複製連結',
    LINK_COPIED: '連結已複製',
    LOCKED: '文章已加密，請輸入密碼閱讀。',
    PASSWORD: '密碼',
    UNLOCK: '解鎖',
    PASSWORD_ERROR: '密碼錯誤！',
    COPY_CODE: '複製',
    CODE_COPIED: '已複製',
    SHARE_ON: '分享到{service}',
    WECHAT_COPY: '連結已複製，可貼到微信',
    SHARE_EMAIL: '電子郵件',
    SHARE_WECHAT: '微信',
    SHARE_WEIBO: '微博'
  },
  MAILCHIMP: {
    SUBSCRIBE: '訂閱',
    EMAIL: '電子郵件地址',
    SUCCESS: '感謝訂閱！'
  },
  AI_SUMMARY: {
    TITLE: 'AI 摘要',
    LOADING: '正在產生摘要...'
  },
  DOCS: {
    FILTER: '篩選頁面',
    NO_MATCH: '沒有符合的頁面。',
    NEW: '自上次造訪以來的新內容',
    PAGES: '文章列表',
    INDEX_MISSING: '請在 Notion 資料庫中建立 slug 為「{slug}」的文章或 Page，作為本站首頁。'
  }
}
