import { themeStringsHook } from '@/components/theme/theme-context'

/** Strings only hexo shows. */
export const useHexoStrings = themeStringsHook({
  'en-US': {
    START_READING: 'Start reading',
    WORDS: '{count} words',
    READ_TIME: '{minutes} min read'
  },
  'zh-CN': {
    START_READING: '开始阅读',
    WORDS: '{count} 字',
    READ_TIME: '{minutes} 分钟阅读'
  },
  'fr-FR': {
    START_READING: 'Commencer la lecture',
    WORDS: '{count} mots',
    READ_TIME: '{minutes} min de lecture'
  }
})
