import type { KeyMap } from '../../conf/key'
import type { ThemeId } from '../../conf/themes/ids'
import { THEME_CONFS } from '../../conf/themes/index'

/** A set of environment settings a theme is drawn under, named for a test's title. */
export interface SettingVariant {
  name: string
  env: Record<string, string>
}

/** Every comment system on, with made-up ids: several at once are drawn as tabs. */
const ALL_COMMENT_SYSTEMS = {
  COMMENT_GISCUS_REPO: 'notionpress/demo',
  COMMENT_GISCUS_REPO_ID: 'R_kgDOdemo',
  COMMENT_GISCUS_CATEGORY: 'Comments',
  COMMENT_GISCUS_CATEGORY_ID: 'DIC_kwDOdemo',
  COMMENT_UTTERANCES_REPO: 'notionpress/demo',
  COMMENT_ARTALK_SERVER: 'https://artalk.example.com',
  COMMENT_TWIKOO_ENV_ID: 'blog-1a2b3c',
  COMMENT_WALINE_SERVER_URL: 'https://waline.example.com',
  COMMENT_WALINE_RECENT: 'true',
  COMMENT_VALINE_APP_ID: 'abcdefgh-gzGzoHsz',
  COMMENT_VALINE_APP_KEY: 'k'.repeat(24),
  COMMENT_CUSDIS_APP_ID: '82e51db6-dec2-423a-b7c9-b4ff7ebb3302',
  COMMENT_GITALK_CLIENT_ID: 'Iv1.0123456789abcdef',
  COMMENT_GITALK_REPO: 'blog',
  COMMENT_GITALK_OWNER: 'notionpress',
  COMMENT_WEBMENTION_ENABLE: 'true'
}

/** Site settings the demo leaves off or at their default, each turned the other way. */
const SITE_OPTIONS_ON = {
  ...ALL_COMMENT_SYSTEMS,
  CONTACT_GITHUB: 'https://github.com/notionpress-demo',
  CONTACT_TWITTER: 'https://x.com/notionpress-demo',
  CONTACT_EMAIL: 'demo@example.com',
  CONTACT_TELEGRAM: 'https://t.me/notionpress-demo',
  CONTACT_WEIBO: 'https://weibo.com/notionpress-demo',
  CONTACT_INSTAGRAM: 'https://instagram.com/notionpress-demo',
  CONTACT_LINKEDIN: 'https://linkedin.com/in/notionpress-demo',
  CONTACT_YOUTUBE: 'https://youtube.com/@notionpress-demo',
  CONTACT_BILIBILI: 'https://space.bilibili.com/1',
  CONTACT_PHONE: '+1 555 0100',
  CONTACT_WHATSAPP: 'https://wa.me/15550100',
  CONTACT_WEHCHAT_PUBLIC: 'https://example.com/wechat',
  CONTACT_WECHAT_QR: 'https://example.com/wechat-qr.png',
  MAILCHIMP_FORM_URL: 'https://example.us1.list-manage.com/subscribe/post?u=1&id=2',
  LAYOUT_SIDEBAR_REVERSE: 'true',
  POST_LIST_PREVIEW: 'true',
  POST_LIST_STYLE: 'scroll',
  FONT_STYLE: 'font-serif',
  APPEARANCE: 'dark',
  BEI_AN: '京ICP备00000000号',
  CUSTOM_RIGHT_CLICK_CONTEXT_MENU: 'true',
  MUSIC_PLAYER: 'true',
  WIDGET_PET: 'true'
}

/** The same settings their other way: one comment system (a frame without tabs). */
const SITE_OPTIONS_OFF = {
  COMMENT_UTTERANCES_REPO: 'notionpress/demo',
  LAYOUT_SIDEBAR_REVERSE: 'false',
  POST_LIST_STYLE: 'page',
  ENABLE_RSS: 'false',
  POST_SHARE_BAR_ENABLE: 'false',
  POST_TOC_ENABLE: 'false',
  THEME_SWITCH: 'false',
  CUSTOM_MENU: 'false'
}

/** A value for a text setting the theme leaves empty (an image, a link or a caption). */
const filled = (name: string) =>
  /URL|IMG|IMAGE|ICON|LINK|HREF/.test(name) ? 'https://example.com/a.png' : 'Example text'

/**
 * A theme's own settings at one extreme: every switch `on` (or off), each choice at its
 * `choice`-th option (wrapping), and with `on` every text left empty by default filled.
 */
function themeSettings(keys: KeyMap, on: boolean, choice: number): Record<string, string> {
  const env: Record<string, string> = {}
  for (const [name, spec] of Object.entries(keys)) {
    if (spec.kind === 'boolean') env[name] = String(on)
    else if (spec.kind === 'enum' && spec.options?.length)
      env[name] = spec.options[choice % spec.options.length]!
    else if (on && spec.kind === 'string' && spec.default === '') env[name] = filled(name)
  }
  return env
}

/**
 * The settings a theme is drawn under beyond the demo's: the demo's own; every option of the
 * theme and of the site on (all comment systems, contacts, previews...); every one off; and one
 * more per further option of the theme's longest choice.
 */
export function settingVariants(theme: ThemeId): SettingVariant[] {
  const { keys } = THEME_CONFS[theme]
  const longestChoice = Math.max(
    2,
    ...Object.values(keys).map((spec) => (spec.kind === 'enum' ? (spec.options?.length ?? 0) : 0))
  )
  const variants: SettingVariant[] = [
    { name: "the demo's settings", env: {} },
    { name: 'every option on', env: { ...SITE_OPTIONS_ON, ...themeSettings(keys, true, 1) } },
    { name: 'every option off', env: { ...SITE_OPTIONS_OFF, ...themeSettings(keys, false, 0) } }
  ]
  for (let choice = 2; choice < longestChoice; choice++)
    variants.push({ name: `choice ${choice + 1}`, env: themeSettings(keys, true, choice) })
  return variants
}
