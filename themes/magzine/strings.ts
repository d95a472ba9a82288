import { themeStringsHook } from '@/components/theme/theme-context'

/** Strings only magzine shows. */
export const useMagzineStrings = themeStringsHook({
  'en-US': {
    LATEST: 'Latest',
    VIEW_ALL: 'View all',
    VIEW_ALL_IN: 'View all posts in',
    RECOMMENDED: 'Recommended',
    TOP_STORIES: 'Top stories',
    NOT_FOUND_TITLE: 'Not found.',
    NOT_FOUND_TEXT: 'The page you asked for does not exist. Maybe one of these?',
    SEARCH_LABEL: 'Search',
    LIST_CATEGORY: 'Category',
    LIST_TAG: 'Tag',
    FOOTER_NAV: 'Site links'
  },
  'zh-CN': {
    LATEST: '最新',
    VIEW_ALL: '查看全部',
    VIEW_ALL_IN: '查看全部文章：',
    RECOMMENDED: '推荐',
    TOP_STORIES: '头条',
    NOT_FOUND_TITLE: '未找到。',
    NOT_FOUND_TEXT: '你要找的页面不存在。也许看看这些？',
    SEARCH_LABEL: '搜索',
    LIST_CATEGORY: '分类',
    LIST_TAG: '标签',
    FOOTER_NAV: '站点链接'
  },
  'fr-FR': {
    LATEST: 'Récents',
    VIEW_ALL: 'Tout voir',
    VIEW_ALL_IN: 'Tous les articles de',
    RECOMMENDED: 'Recommandés',
    TOP_STORIES: 'À la une',
    NOT_FOUND_TITLE: 'Introuvable.',
    NOT_FOUND_TEXT: "La page demandée n'existe pas. Peut-être l'une de celles-ci ?",
    SEARCH_LABEL: 'Recherche',
    LIST_CATEGORY: 'Catégorie',
    LIST_TAG: 'Étiquette',
    FOOTER_NAV: 'Liens du site'
  }
})
