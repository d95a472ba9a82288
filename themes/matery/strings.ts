import { themeStringsHook } from '@/components/theme/theme-context'

/** Strings only matery shows. */
export const useMateryStrings = themeStringsHook({
  'en-US': {
    START_READING: 'Start reading',
    WORDS: '{count} words',
    READ_TIME: '{minutes} min read',
    COPYRIGHT_AUTHOR: 'Author',
    COPYRIGHT_LINK: 'Link',
    COPYRIGHT_NOTICE: 'Copyright',
    COPYRIGHT_LICENSE:
      'All articles on this blog are licensed under CC BY-NC-SA 4.0 unless stated otherwise.'
  },
  'zh-CN': {
    START_READING: '开始阅读',
    WORDS: '{count} 字',
    READ_TIME: '{minutes} 分钟阅读',
    COPYRIGHT_AUTHOR: '文章作者',
    COPYRIGHT_LINK: '文章链接',
    COPYRIGHT_NOTICE: '版权声明',
    COPYRIGHT_LICENSE:
      '本博客所有文章除特别声明外，均采用 CC BY-NC-SA 4.0 许可协议。转载请注明来源！'
  },
  'fr-FR': {
    START_READING: 'Commencer à lire',
    WORDS: '{count} mots',
    READ_TIME: '{minutes} min de lecture',
    COPYRIGHT_AUTHOR: 'Auteur',
    COPYRIGHT_LINK: 'Lien',
    COPYRIGHT_NOTICE: 'Droits',
    COPYRIGHT_LICENSE:
      'Sauf mention contraire, les articles de ce blog sont sous licence CC BY-NC-SA 4.0.'
  }
})
