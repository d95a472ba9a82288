import { themeStringsHook } from '@/components/theme/theme-context'

/** Strings only heo shows. */
export const useHeoStrings = themeStringsHook({
  'en-US': {
    NOTICE: 'Notice',
    SKILLS: 'Skills',
    RECOMMENDED: 'Recommended',
    RECOMMEND_BADGE: 'Pick',
    MORE_POSTS: 'More',
    SCROLL_CATEGORIES: 'Scroll to the last category',
    READ_PERCENT: '{percent}% read, back to top',
    NEXT_GREETING: 'Next greeting',
    PAGE_JUMP: 'Go to page',
    GO: 'Go'
  },
  'zh-CN': {
    NOTICE: '公告',
    SKILLS: '技能',
    RECOMMENDED: '推荐',
    RECOMMEND_BADGE: '荐',
    MORE_POSTS: '更多推荐',
    SCROLL_CATEGORIES: '滚动到最后一个分类',
    READ_PERCENT: '已读 {percent}%，返回顶部',
    NEXT_GREETING: '下一句问候',
    PAGE_JUMP: '跳转到页',
    GO: '跳转'
  }
})
