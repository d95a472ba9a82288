import { themeStringsHook } from '@/components/theme/theme-context'

/** Strings only game shows. */
export const useGameStrings = themeStringsHook({
  'en-US': {
    RECENTLY_PLAYED: 'Recently played',
    NOTHING_PLAYED: 'Games you play show up here.',
    REMOVE_RECENT: 'Remove {title} from recently played',
    OPEN_AT_SOURCE: 'Game not loading? Open it at its source ↗',
    FIND_GAMES: 'Find a game',
    NO_GAMES_FOUND: 'No game matches.',
    INSTALL: 'Install',
    GAMES: 'Games'
  },
  'zh-CN': {
    RECENTLY_PLAYED: '最近玩过',
    NOTHING_PLAYED: '玩过的游戏会显示在这里。',
    REMOVE_RECENT: '从最近玩过中移除 {title}',
    OPEN_AT_SOURCE: '游戏无法加载？在来源页面打开 ↗',
    FIND_GAMES: '查找游戏',
    NO_GAMES_FOUND: '没有匹配的游戏。',
    INSTALL: '安装',
    GAMES: '游戏'
  },
  'fr-FR': {
    RECENTLY_PLAYED: 'Joués récemment',
    NOTHING_PLAYED: 'Les jeux auxquels vous jouez apparaissent ici.',
    REMOVE_RECENT: 'Retirer {title} des jeux récents',
    OPEN_AT_SOURCE: 'Le jeu ne se charge pas ? Ouvrez-le à sa source ↗',
    FIND_GAMES: 'Trouver un jeu',
    NO_GAMES_FOUND: 'Aucun jeu ne correspond.',
    INSTALL: 'Installer',
    GAMES: 'Jeux'
  }
})
