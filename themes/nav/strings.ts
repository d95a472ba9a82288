import { themeStringsHook } from '@/components/theme/theme-context'

/** Strings only nav shows. */
export const useNavStrings = themeStringsHook({
  'en-US': {
    NO_DESCRIPTION: 'No description',
    OTHER: 'Other',
    FILTER: 'Search links',
    NO_MATCH: 'No link matches “{query}”.',
    DIRECTORY: 'Link directory',
    SIDE_MENU: 'Side menu'
  },
  'zh-CN': {
    NO_DESCRIPTION: '暂无描述',
    OTHER: '其他',
    FILTER: '搜索链接',
    NO_MATCH: '没有匹配“{query}”的链接。',
    DIRECTORY: '链接导航',
    SIDE_MENU: '侧边菜单'
  },
  'fr-FR': {
    NO_DESCRIPTION: 'Pas de description',
    OTHER: 'Autres',
    FILTER: 'Chercher un lien',
    NO_MATCH: 'Aucun lien ne correspond à « {query} ».',
    DIRECTORY: 'Annuaire de liens',
    SIDE_MENU: 'Menu latéral'
  }
})
