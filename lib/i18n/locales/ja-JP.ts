import type { Messages } from '@/lib/i18n/locales/en-US'

export const jaJP: Messages = {
  MENU: {
    HOME: 'ホーム',
    ARCHIVE: 'アーカイブ',
    CATEGORY: 'カテゴリー',
    TAG: 'タグ',
    SEARCH: '検索',
    RSS: 'RSS',
    MENU: 'メニュー',
    OPEN_MENU: 'メニューを開く',
    CLOSE_MENU: 'メニューを閉じる',
    EXPAND: '展開',
    FULLSCREEN: '全画面',
    SEARCH_DRAWER: '検索を開く',
    RANDOM_POST: 'ランダムな記事'
  },
  NAV: {
    ARCHIVE: 'アーカイブ',
    CATEGORY: 'カテゴリー',
    TAGS: 'タグ',
    SEARCH: '検索',
    NOT_FOUND: 'ページが見つかりません'
  },
  COMMON: {
    START_READING: '読み始める',
    MORE: 'もっと見る',
    NO_MORE: 'これ以上ありません',
    LOADING: '読み込み中...',
    NOT_FOUND: 'ページが見つかりません',
    NOT_FOUND_REDIRECT: 'ページが見つかりません。ホームに戻ります...',
    CANNOT_LOAD: 'このページを読み込めません。ホームに戻ります',
    BACK: '戻る',
    TOP: 'トップ',
    BOTTOM: 'ボトム',
    POWERED_BY: 'Powered by',
    TOGGLE_DARK_MODE: 'ダークモードを切り替え',
    CATEGORIES: 'カテゴリー',
    TAGS: 'タグ',
    LATEST_POSTS: '最新の記事',
    POSTS: '記事',
    STATISTICS: '統計',
    SITE_VISITS: 'アクセス数',
    SITE_VISITORS: '訪問者数',
    SITE_DAYS: '運営日数',
    ANNOUNCEMENT: 'お知らせ',
    ABOUT_AUTHOR: '{author} について',
    CONTACT_ME: '連絡先',
    POSTS_COUNT: '{count} 件の記事',
    CLOSE: '閉じる',
    PREVIOUS: '前へ',
    NEXT: '次へ',
    THEME: 'テーマ',
    SWITCH_THEME: 'テーマを切り替え（現在 {theme}）',
    LANGUAGE: '言語'
  },
  PAGINATION: {
    PREV: '前へ',
    NEXT: '次へ',
    PAGE: '{page} ページ'
  },
  SEARCH: {
    ARTICLES: '記事を検索',
    TAGS: 'タグ #{tag}',
    SEARCH: '検索',
    CLEAR: 'クリア',
    RESULT: '件',
    RESULTS: '件',
    NO_RESULTS: '結果がありません',
    TRY_DIFFERENT: '別のキーワードをお試しください',
    NO_RESULTS_FOUND: '結果が見つかりませんでした。',
    ERROR: '検索エラー'
  },
  POST: {
    WORD_COUNT: '{count} 文字',
    READ_TIME: '{minutes} 分で読めます',
    BLOCK_UNAVAILABLE: 'このブロックは表示できませんでした。',
    DATABASE: 'データベース',
    COPYRIGHT_AUTHOR: '著者',
    COPYRIGHT_LINK: 'リンク',
    COPYRIGHT: '著作権',
    COPYRIGHT_LICENCE:
      '特に明記しない限り、この記事は CC BY-NC-SA 4.0 ライセンスの下で公開されています。',
    LOCKED_BADGE: 'ロック中',
    LOCK_UNAVAILABLE:
      'このブラウザではここで記事のロックを解除できません：安全な接続（https）が必要です。',
    BY: '著者',
    PUBLISHED_ON: '公開日',
    LAST_EDITED: '最終更新',
    VIEWS: '回閲覧',
    TABLE_OF_CONTENTS: '目次',
    RELATED_POSTS: '関連記事',
    PREVIOUS_POST: '前の記事',
    NEXT_POST: '次の記事',
    COMMENTS: 'コメント',
    SHARE: '共有',
    COPY_LINK: 'リンクをコピー',
    LINK_COPIED: 'リンクをコピーしました',
    LOCKED: 'この記事は保護されています。パスワードを入力してください。',
    PASSWORD: 'パスワード',
    UNLOCK: 'ロック解除',
    PASSWORD_ERROR: 'パスワードが違います！',
    COPY_CODE: 'コピー',
    CODE_COPIED: 'コピーしました',
    CODE_SHOW_ALL: '全 {n} 行を表示',
    CODE_SHOW_LESS: '折りたたむ',
    DIAGRAM: '図',
    DIAGRAM_SOURCE: '図のソース',
    SHARE_ON: '{service} で共有',
    WECHAT_COPY: 'リンクをコピーしました。WeChat に貼り付けてください',
    SHARE_EMAIL: 'メール',
    SHARE_WECHAT: 'WeChat',
    SHARE_WEIBO: 'Weibo'
  },
  MAILCHIMP: {
    SUBSCRIBE: '購読する',
    EMAIL: 'メールアドレス',
    SUCCESS: 'ご購読ありがとうございます！'
  },
  AI_SUMMARY: {
    TITLE: 'AI 要約',
    LOADING: '要約を生成中...'
  },
  DOCS: {
    FILTER: 'ページを絞り込む',
    NO_MATCH: '一致するページはありません。',
    NEW: '前回の訪問以降の新着',
    PAGES: 'ページ一覧',
    INDEX_MISSING:
      'Notion データベースにスラッグ「{slug}」の記事または Page を作成すると、ここがホームページになります。'
  }
}
