import { resourceUrl } from '@/lib/body/resource-url'

/**
 * What an icon setting (a Notion Menu row's icon, an icon key of a theme) asks for: a picture by
 * URL; an iconfont symbol (`icon-name`, drawn from the owner's /webfonts/iconfont.js); a named
 * drawing (Font Awesome class lists such as "fas fa-house" name one); a short emoji or text.
 */
export type IconSetting =
  | { kind: 'image'; src: string }
  | { kind: 'iconfont'; symbol: string }
  | { kind: 'named'; names: string[] }
  | { kind: 'text'; text: string }
  | { kind: 'none' }

const ICONFONT = /^icon-[a-z0-9][a-z0-9_-]{0,60}$/i
const FONT_AWESOME_STYLE = /^fa[a-z]?$|^fa-(solid|regular|brands|light|thin|duotone|sharp)$/

export function parseIconSetting(raw: string | null | undefined): IconSetting {
  const setting = (raw ?? '').trim()
  if (!setting) return { kind: 'none' }
  if (/^(https?:|\/)/i.test(setting)) {
    const src = resourceUrl(setting)
    return src ? { kind: 'image', src } : { kind: 'none' }
  }
  const words = setting.split(/\s+/)
  const symbol = words.find((word) => ICONFONT.test(word))
  if (symbol) return { kind: 'iconfont', symbol: symbol.toLowerCase() }
  if (
    words.some((word) => /^fa-/.test(word) || FONT_AWESOME_STYLE.test(word)) ||
    /^[a-z-]+$/.test(setting)
  )
    return {
      kind: 'named',
      names: words
        .filter((w) => !FONT_AWESOME_STYLE.test(w))
        .map((w) => w.toLowerCase().replace(/^fa-/, ''))
    }
  // An emoji or a character or two; anything longer is not an icon.
  return [...setting].length <= 2 ? { kind: 'text', text: setting } : { kind: 'none' }
}
