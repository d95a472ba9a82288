import { themeStringsHook } from '@/components/theme/theme-context'

/** Strings only simple shows. */
export const useSimpleStrings = themeStringsHook({
  'en-US': {
    CONTINUE_READING: 'Continue reading',
    POSTS: 'Posts',
    TAG: 'Tag'
  },
  'zh-CN': {
    CONTINUE_READING: '继续阅读',
    POSTS: '文章',
    TAG: '标签'
  }
})
