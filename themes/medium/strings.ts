import { themeStringsHook } from '@/components/theme/theme-context'

/** Strings only medium shows. */
export const useMediumStrings = themeStringsHook({
  'en-US': { ABOUT: 'About', READ_MORE: 'Read more', BOTTOM_BAR: 'Shortcuts' },
  'zh-CN': { ABOUT: '关于', READ_MORE: '阅读全文', BOTTOM_BAR: '快捷操作' },
  'fr-FR': { ABOUT: 'À propos', READ_MORE: 'Lire la suite', BOTTOM_BAR: 'Raccourcis' }
})
