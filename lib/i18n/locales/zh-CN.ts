import type { Messages } from '@/lib/i18n/locales/en-US'

export const zhCN: Messages = {
  MENU: {
    HOME: '首页',
    ARCHIVE: '归档',
    CATEGORY: '分类',
    TAG: '标签',
    SEARCH: '搜索',
    RSS: '订阅',
    MENU: '菜单',
    OPEN_MENU: '打开菜单',
    CLOSE_MENU: '关闭菜单',
    EXPAND: '展开',
    FULLSCREEN: '全屏',
    SEARCH_DRAWER: '打开搜索',
    RANDOM_POST: '随机文章'
  },
  NAV: {
    ARCHIVE: '归档',
    CATEGORY: '分类',
    TAGS: '标签',
    SEARCH: '搜索',
    NOT_FOUND: '页面未找到'
  },
  COMMON: {
    START_READING: '开始阅读',
    MORE: '更多',
    NO_MORE: '没有更多了',
    LOADING: '加载中...',
    NOT_FOUND: '页面未找到',
    NOT_FOUND_REDIRECT: '页面未找到，即将返回首页...',
    CANNOT_LOAD: '页面无法加载，即将返回首页',
    BACK: '返回',
    TOP: '顶部',
    BOTTOM: '底部',
    POWERED_BY: '技术支持',
    TOGGLE_DARK_MODE: '切换深色模式',
    CATEGORIES: '分类',
    TAGS: '标签',
    LATEST_POSTS: '最新文章',
    POSTS: '文章',
    STATISTICS: '统计',
    SITE_VISITS: '访问量',
    SITE_VISITORS: '访客数',
    ANNOUNCEMENT: '公告',
    ABOUT_AUTHOR: '关于 {author}',
    CONTACT_ME: '联系我',
    POSTS_COUNT: '{count} 篇文章',
    CLOSE: '关闭',
    PREVIOUS: '上一个',
    NEXT: '下一个',
    THEME: '主题',
    SWITCH_THEME: '切换主题（当前 {theme}）',
    LANGUAGE: '语言'
  },
  COPYRIGHT: {
    AUTHOR: '本文作者',
    LINK: '本文链接',
    NOTICE: '版权声明',
    LICENSE: '本博客所有文章除特别声明外，均采用 CC BY-NC-SA 4.0 许可协议。转载请注明出处！'
  },
  PAGINATION: {
    PREV: '上一页',
    NEXT: '下一页',
    PAGE: '第 {page} 页'
  },
  SEARCH: {
    ARTICLES: '搜索文章',
    TAGS: '标签 #{tag}',
    SEARCH: '搜索',
    CLEAR: '清除',
    RESULT: '条结果',
    RESULTS: '条结果',
    NO_RESULTS: '没有结果',
    TRY_DIFFERENT: '换个关键词试试',
    NO_RESULTS_FOUND: '没有找到结果。',
    ERROR: '搜索出错'
  },
  POST: {
    WORD_COUNT: '{count} 字',
    READ_TIME: '{minutes} 分钟阅读',
    BLOCK_UNAVAILABLE: '此内容块无法显示。',
    DATABASE: '数据库',
    LOCKED_BADGE: '已加密',
    BY: '作者',
    PUBLISHED_ON: '发布于',
    LAST_EDITED: '最后更新',
    VIEWS: '次阅读',
    TABLE_OF_CONTENTS: '目录',
    RELATED_POSTS: '相关文章',
    PREVIOUS_POST: '上一篇',
    NEXT_POST: '下一篇',
    COMMENTS: '评论',
    SHARE: '分享',
    COPY_LINK: '复制链接',
    LINK_COPIED: '链接已复制',
    LOCKED: '文章已加密，请输入密码阅读。',
    PASSWORD: '密码',
    UNLOCK: '解锁',
    PASSWORD_ERROR: '密码错误！',
    LOCK_UNAVAILABLE: '此浏览器无法在这里解锁文章：解锁需要安全连接（https）。',
    COPY_CODE: '复制',
    CODE_COPIED: '已复制',
    SHARE_ON: '分享到{service}',
    WECHAT_COPY: '链接已复制，可粘贴到微信',
    SHARE_EMAIL: '邮件',
    SHARE_WECHAT: '微信',
    SHARE_WEIBO: '微博'
  },
  MAILCHIMP: {
    SUBSCRIBE: '订阅',
    EMAIL: '邮箱地址',
    SUCCESS: '感谢订阅！'
  },
  AI_SUMMARY: {
    TITLE: 'AI 摘要',
    LOADING: '正在生成摘要...'
  },
  DOCS: {
    FILTER: '筛选页面',
    NO_MATCH: '没有匹配的页面。',
    NEW: '自上次访问以来的新内容',
    PAGES: '文章列表',
    INDEX_MISSING: '请在 Notion 数据库中创建 slug 为“{slug}”的文章或 Page，作为本站首页。'
  }
}
