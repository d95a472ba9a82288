import { themeStringsHook } from '@/components/theme/theme-context'

/** Strings only starter shows. */
export const useStarterStrings = themeStringsHook({
  'en-US': {
    BLOG: 'Blog',
    ALL_POSTS: 'All posts',
    CONTACT_FORM: 'Contact form',
    LEGAL: 'Legal'
  },
  'zh-CN': {
    BLOG: '博客',
    ALL_POSTS: '全部文章',
    CONTACT_FORM: '联系表单',
    LEGAL: '法律信息'
  },
  'fr-FR': {
    BLOG: 'Blog',
    ALL_POSTS: 'Tous les articles',
    CONTACT_FORM: 'Formulaire de contact',
    LEGAL: 'Mentions'
  }
})
