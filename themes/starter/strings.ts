import { themeStringsHook } from '@/components/theme/theme-context'

/** Strings only starter shows. */
export const useStarterStrings = themeStringsHook({
  'en-US': {
    BLOG: 'Blog',
    ALL_POSTS: 'All posts',
    CONTACT_FORM: 'Contact form',
    RATING: 'Rated 5 out of 5',
    LEGAL: 'Legal',
    HOME_LINK: 'Home'
  },
  'zh-CN': {
    BLOG: '博客',
    ALL_POSTS: '全部文章',
    CONTACT_FORM: '联系表单',
    RATING: '五星好评',
    LEGAL: '法律信息',
    HOME_LINK: '首页'
  },
  'fr-FR': {
    BLOG: 'Blog',
    ALL_POSTS: 'Tous les articles',
    CONTACT_FORM: 'Formulaire de contact',
    RATING: 'Noté 5 sur 5',
    LEGAL: 'Mentions',
    HOME_LINK: 'Accueil'
  }
})
