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
    COPYRIGHT_AUTHOR: 'Author',
    COPYRIGHT_LINK: 'Link',
    COPYRIGHT: 'Copyright',
    LICENCE: 'Unless stated otherwise, this post is licensed under CC BY-NC-SA 4.0.',
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
    COPYRIGHT_AUTHOR: '本文作者',
    COPYRIGHT_LINK: '本文链接',
    COPYRIGHT: '版权声明',
    LICENCE: '除特别声明外，本文采用 CC BY-NC-SA 4.0 许可协议。',
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
    COPYRIGHT_AUTHOR: 'Auteur',
    COPYRIGHT_LINK: 'Lien',
    COPYRIGHT: 'Droits',
    LICENCE: 'Sauf mention contraire, cet article est sous licence CC BY-NC-SA 4.0.',
    SIDEBAR: 'Barre latérale',
    WIDGETS: 'Widgets',
    RECENT_COMMENTS: 'Commentaires récents'
  }
})
