import { key } from './key'

/**
 * Floating extras: a music player, a Live2D pet and a custom right-click menu. Public. Each is off
 * until switched on and loads after the page is idle; script addresses are https: or this site.
 */
const look = { notion: true } as const
const scripts = { notion: 'scripts' } as const

export interface AudioTrack {
  name: string
  artist: string
  url: string
  cover?: string
}

/** Any array: each entry is checked, and a bad one skipped, when the player reads the list. */
const isArray = (value: unknown): value is readonly AudioTrack[] => Array.isArray(value)

export const widgetKeys = {
  WIDGET_PET: key.boolean(false, 'A Live2D pet in the corner.', look),
  WIDGET_PET_LINK: key.string(
    'https://cdn.jsdelivr.net/npm/live2d-widget-model-wanko@1.0.5/assets/wanko.model.json',
    'Live2D pet: the model JSON URL (https; its origin joins the security policy).'
  ),
  WIDGET_PET_SCRIPT_URL: key.string(
    'https://cdn.jsdelivr.net/gh/stevenjoezhang/live2d-widget@latest/live2d.min.js',
    'Live2D pet: the library defining window.loadlive2d.',
    scripts
  ),
  WIDGET_PET_SWITCH_THEME: key.boolean(
    true,
    'Clicking the pet switches to the next theme (with THEME_SWITCH on).',
    look
  ),
  MUSIC_PLAYER: key.boolean(false, 'A music player playing MUSIC_PLAYER_AUDIO_LIST.', look),
  MUSIC_PLAYER_VISIBLE: key.boolean(
    true,
    'Show the player (off: hidden, only useful with autoplay as background music).',
    look
  ),
  MUSIC_PLAYER_AUTO_PLAY: key.boolean(
    false,
    'Start playing on load (browsers often block it until the visitor interacts).',
    look
  ),
  MUSIC_PLAYER_LRC_TYPE: key.enum(
    ['0', '1', '3'],
    '0',
    'Lyrics in the APlayer (Meting) player: 0 none, 1 LRC text, 3 LRC file URL.',
    look
  ),
  MUSIC_PLAYER_ORDER: key.enum(['list', 'random'], 'list', 'Play order: list or random.', look),
  MUSIC_PLAYER_AUDIO_LIST: key.json<readonly AudioTrack[]>(
    [],
    'Tracks: a JSON array of { name, artist, url, cover }.',
    isArray,
    look
  ),
  MUSIC_PLAYER_METING: key.boolean(
    false,
    'Play a playlist from a music platform with APlayer and MetingJS instead of the list.',
    look
  ),
  MUSIC_PLAYER_METING_SERVER: key.enum(
    ['netease', 'tencent', 'kugou', 'xiami', 'baidu'],
    'netease',
    'MetingJS: the music platform.',
    look
  ),
  MUSIC_PLAYER_METING_ID: key.string('60198', 'MetingJS: the playlist id.', look),
  MUSIC_PLAYER_METING_API: key.string(
    'https://api.i-meto.com/meting/api?server=:server&type=:type&id=:id&r=:r',
    'MetingJS: the API address template (its origin joins the security policy).'
  ),
  MUSIC_PLAYER_CDN_URL: key.string(
    'https://cdnjs.cloudflare.com/ajax/libs/aplayer/1.10.1/APlayer.min.js',
    'MetingJS mode: the APlayer script.',
    scripts
  ),
  MUSIC_PLAYER_STYLE_CDN_URL: key.string(
    'https://cdnjs.cloudflare.com/ajax/libs/aplayer/1.10.1/APlayer.min.css',
    'MetingJS mode: the APlayer stylesheet.',
    scripts
  ),
  MUSIC_PLAYER_METING_CDN_URL: key.string(
    'https://cdnjs.cloudflare.com/ajax/libs/meting/2.0.1/Meting.min.js',
    'MetingJS mode: the MetingJS script.',
    scripts
  ),
  CUSTOM_RIGHT_CLICK_CONTEXT_MENU: key.boolean(
    false,
    'Replace the browser right-click menu with the site menu (not on inputs or links).',
    look
  ),
  CUSTOM_RIGHT_CLICK_CONTEXT_MENU_THEME_SWITCH: key.boolean(
    false,
    'Right-click menu: switch theme (with THEME_SWITCH on).',
    look
  ),
  CUSTOM_RIGHT_CLICK_CONTEXT_MENU_DARK_MODE: key.boolean(
    true,
    'Right-click menu: dark mode toggle.',
    look
  ),
  CUSTOM_RIGHT_CLICK_CONTEXT_MENU_SHARE_LINK: key.boolean(
    true,
    'Right-click menu: copy the page link.',
    look
  ),
  CUSTOM_RIGHT_CLICK_CONTEXT_MENU_RANDOM_POST: key.boolean(
    true,
    'Right-click menu: go to a random post.',
    look
  ),
  CUSTOM_RIGHT_CLICK_CONTEXT_MENU_CATEGORY: key.boolean(
    true,
    'Right-click menu: the categories page.',
    look
  ),
  CUSTOM_RIGHT_CLICK_CONTEXT_MENU_TAG: key.boolean(true, 'Right-click menu: the tags page.', look)
}
