import { themeStringsHook } from '@/components/theme/theme-context'

/** Strings only next shows. */
export const useNextStrings = themeStringsHook({
  'en-US': {
    READ_MORE: 'Read more',
    OVERVIEW: 'Overview',
    POSTS: 'Posts',
    RESULTS: '{count} results',
    POSTED: 'Posted on',
    EDITED: 'Edited on',
    WORDS: 'Words',
    READ_TIME: 'Reading time',
    MINUTES: '{count} min',
    IN: 'In',
    SIDEBAR: 'Sidebar',
    WIDGETS: 'Widgets',
    RECENT_COMMENTS: 'Recent comments'
  },
  'zh-CN': {
    READ_MORE: '阅读全文',
    OVERVIEW: '站点概览',
    POSTS: '文章',
    RESULTS: '共 {count} 个结果',
    POSTED: '发表于',
    EDITED: '更新于',
    WORDS: '字数',
    READ_TIME: '阅读时长',
    MINUTES: '{count} 分钟',
    IN: '分类于',
    SIDEBAR: '侧栏',
    WIDGETS: '小组件',
    RECENT_COMMENTS: '最新评论'
  },
  'fr-FR': {
    READ_MORE: 'Lire la suite',
    OVERVIEW: 'Aperçu',
    POSTS: 'Articles',
    RESULTS: '{count} résultats',
    POSTED: 'Publié le',
    EDITED: 'Modifié le',
    WORDS: 'Mots',
    READ_TIME: 'Temps de lecture',
    MINUTES: '{count} min',
    IN: 'Dans',
    SIDEBAR: 'Barre latérale',
    WIDGETS: 'Widgets',
    RECENT_COMMENTS: 'Commentaires récents'
  }
})
