import { themeStringsHook } from '@/components/theme/theme-context'

/** Strings only landing shows. */
export const useLandingStrings = themeStringsHook({
  'en-US': {
    FEATURES: 'Features',
    FEATURE_ILLUSTRATION: 'Illustration: {title}',
    SITE_LINKS: 'Site links',
    LEGAL: 'Legal',
    BLOG: 'Blog',
    FROM_THE_BLOG: 'From the blog'
  },
  'zh-CN': {
    FEATURES: '特性',
    FEATURE_ILLUSTRATION: '插图：{title}',
    SITE_LINKS: '站点链接',
    LEGAL: '法律信息',
    BLOG: '博客',
    FROM_THE_BLOG: '博客文章'
  },
  'fr-FR': {
    FEATURES: 'Fonctionnalités',
    FEATURE_ILLUSTRATION: 'Illustration : {title}',
    SITE_LINKS: 'Liens du site',
    LEGAL: 'Mentions',
    BLOG: 'Blog',
    FROM_THE_BLOG: 'Du blog'
  }
})
