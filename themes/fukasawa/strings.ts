import { themeStringsHook } from '@/components/theme/theme-context'

/** Strings only fukasawa shows. */
export const useFukasawaStrings = themeStringsHook({
  'en-US': {
    SIDEBAR: 'Sidebar',
    LAST_EDITED: 'Last edited',
    POSTED_IN: 'Posted in'
  },
  'zh-CN': {
    SIDEBAR: '侧边栏',
    LAST_EDITED: '最后更新',
    POSTED_IN: '分类'
  },
  'fr-FR': {
    SIDEBAR: 'Barre latérale',
    LAST_EDITED: 'Modifié le',
    POSTED_IN: 'Dans'
  }
})
