import { themeStringsHook } from '@/components/theme/theme-context'

/** Strings only proxio shows. */
export const useProxioStrings = themeStringsHook({
  'en-US': {
    WELCOME: 'Welcome',
    ENTER: 'Enter',
    BRANDS: 'What I do',
    TESTIMONIALS: 'Testimonials',
    MORE_STORIES: 'All stories',
    SEARCH_HINT: 'Type a word to search the stories',
    CONTACT: 'Contact',
    FOOTER_LINKS: 'Footer links'
  },
  'zh-CN': {
    WELCOME: '欢迎',
    ENTER: '进入',
    BRANDS: '我的领域',
    TESTIMONIALS: '用户反馈',
    MORE_STORIES: '全部文章',
    SEARCH_HINT: '输入关键词搜索文章',
    CONTACT: '联系方式',
    FOOTER_LINKS: '页脚链接'
  },
  'fr-FR': {
    WELCOME: 'Bienvenue',
    ENTER: 'Entrer',
    BRANDS: 'Ce que je fais',
    TESTIMONIALS: 'Témoignages',
    MORE_STORIES: 'Tous les récits',
    SEARCH_HINT: 'Tapez un mot pour chercher dans les récits',
    CONTACT: 'Contact',
    FOOTER_LINKS: 'Liens du pied de page'
  }
})
