/**
 * The one list of the site's settings, composed from `conf/`. Public slices reach the browser in
 * page props; server slices never do. `lib/config` reads, overrides and checks them.
 */
import { accountKeys } from './conf/accounts.config'
import { adKeys } from './conf/ads.config'
import { aiKeys } from './conf/ai.config'
import { analyticsKeys } from './conf/analytics.config'
import { appearanceKeys } from './conf/appearance.config'
import { buildKeys } from './conf/build.config'
import { chatKeys } from './conf/chat.config'
import { bodyKeys } from './conf/body.config'
import { commentKeys } from './conf/comments.config'
import { contactKeys } from './conf/contact.config'
import { effectKeys } from './conf/effects.config'
import { fontKeys } from './conf/fonts.config'
import { imageKeys } from './conf/images.config'
import { newsletterKeys } from './conf/newsletter.config'
import { notionKeys, propertyKeys } from './conf/notion.config'
import { postKeys } from './conf/posts.config'
import { redisKeys } from './conf/redis.config'
import { siteKeys } from './conf/site.config'
import { widgetKeys } from './conf/widgets.config'

export const PUBLIC_SLICES = {
  'conf/site.config.ts': siteKeys,
  'conf/appearance.config.ts': appearanceKeys,
  'conf/posts.config.ts': postKeys,
  'conf/body.config.ts': bodyKeys,
  'conf/images.config.ts': imageKeys,
  'conf/comments.config.ts': commentKeys,
  'conf/contact.config.ts': contactKeys,
  'conf/analytics.config.ts': analyticsKeys,
  'conf/ads.config.ts': adKeys,
  'conf/chat.config.ts': chatKeys,
  'conf/fonts.config.ts': fontKeys,
  'conf/effects.config.ts': effectKeys,
  'conf/widgets.config.ts': widgetKeys
} as const

export const SERVER_SLICES = {
  'conf/notion.config.ts': { ...notionKeys, ...propertyKeys },
  'conf/build.config.ts': buildKeys,
  'conf/redis.config.ts': redisKeys,
  'conf/ai.config.ts': aiKeys,
  'conf/newsletter.config.ts': newsletterKeys,
  'conf/accounts.config.ts': accountKeys
} as const

export const publicSchema = {
  ...siteKeys,
  ...appearanceKeys,
  ...postKeys,
  ...bodyKeys,
  ...imageKeys,
  ...commentKeys,
  ...contactKeys,
  ...analyticsKeys,
  ...adKeys,
  ...chatKeys,
  ...fontKeys,
  ...effectKeys,
  ...widgetKeys
}
export const serverSchema = {
  ...notionKeys,
  ...propertyKeys,
  ...buildKeys,
  ...redisKeys,
  ...aiKeys,
  ...newsletterKeys,
  ...accountKeys
}
export const schema = { ...publicSchema, ...serverSchema }
