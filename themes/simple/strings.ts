import { themeStringsHook } from '@/components/theme/theme-context'

/** Strings only simple shows. */
export const useSimpleStrings = themeStringsHook({
  'en-US': {
    CONTINUE_READING: 'Continue reading',
    POSTS: 'Posts'
  },
  'zh-CN': {
    CONTINUE_READING: '继续阅读',
    POSTS: '文章'
  }
})
