import { themeStringsFor } from '@/lib/i18n/theme-strings'
import { useLocale } from '@/lib/i18n/use-messages'

const STRINGS = {
  'en-US': {
    MUSIC_PLAYER: 'Music player',
    PLAY: 'Play',
    PAUSE: 'Pause',
    PREVIOUS: 'Previous track',
    NEXT: 'Next track',
    TRACKS: 'Track list',
    EXPAND: 'Show player',
    COLLAPSE: 'Hide player',
    SITE_MENU: 'Site menu',
    BACK: 'Back',
    FORWARD: 'Forward',
    REFRESH: 'Reload',
    HOME: 'Home',
    RANDOM_POST: 'Random post',
    CATEGORIES: 'Categories',
    TAGS: 'Tags',
    COPY_LINK: 'Copy page link',
    COPY_TEXT: 'Copy selected text',
    DARK_MODE: 'Dark mode',
    LIGHT_MODE: 'Light mode',
    SWITCH_THEME: 'Next theme',
    PET: 'Switch theme (now {theme})'
  },
  'zh-CN': {
    MUSIC_PLAYER: '音乐播放器',
    PLAY: '播放',
    PAUSE: '暂停',
    PREVIOUS: '上一首',
    NEXT: '下一首',
    TRACKS: '播放列表',
    EXPAND: '展开播放器',
    COLLAPSE: '收起播放器',
    SITE_MENU: '站点菜单',
    BACK: '后退',
    FORWARD: '前进',
    REFRESH: '刷新',
    HOME: '首页',
    RANDOM_POST: '随机文章',
    CATEGORIES: '分类',
    TAGS: '标签',
    COPY_LINK: '复制页面链接',
    COPY_TEXT: '复制选中文字',
    DARK_MODE: '深色模式',
    LIGHT_MODE: '浅色模式',
    SWITCH_THEME: '切换主题',
    PET: '切换主题（当前 {theme}）'
  }
}

export type WidgetStrings = (typeof STRINGS)['en-US']

/** The extras' own labels in the page's language (English where a language has none). */
export const useWidgetStrings = (): WidgetStrings => themeStringsFor(STRINGS, useLocale())
