import { log } from '@/lib/log'

/**
 * What each service's ids look like. A setting is untrusted text (the Notion table may set it):
 * a value that does not match is refused with a warning and the service stays off, so nothing
 * but a well-formed id ever reaches a script URL or attribute.
 */
export const ID_PATTERNS = {
  googleAnalytics: /^(G|UA|GT|AW)-[A-Z0-9-]{4,20}$/,
  baidu: /^[0-9a-f]{32}$/,
  cnzz: /^\d{4,12}$/,
  la51: /^[A-Za-z0-9]{6,32}$/,
  matomoSite: /^\d{1,9}$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  clarity: /^[a-z0-9]{6,14}$/,
  adsenseClient: /^ca-pub-\d{10,20}$/,
  adsenseSlot: /^\d{6,14}$/,
  wwads: /^\d{1,8}$/,
  tidio: /^[a-z0-9]{20,40}$/,
  chatbase: /^[A-Za-z0-9_-]{6,64}$/,
  crisp: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  daovoice: /^[0-9a-f]{6,16}$/,
  gitterRoom: /^[A-Za-z0-9_.-]{1,64}\/[A-Za-z0-9_.-]{1,64}$/,
  facebook: /^\d{5,20}$/,
  webwhiz: /^[0-9a-f]{24}$/i,
  difyToken: /^[A-Za-z0-9_-]{8,64}$/,
  githubRepo: /^[A-Za-z0-9_.-]{1,100}$/,
  githubUser: /^[A-Za-z0-9-]{1,39}$/,
  gitalkClientId: /^[A-Za-z0-9.]{16,40}$/,
  gitalkSecret: /^[0-9a-f]{40}$/,
  leanCloud: /^[A-Za-z0-9-]{8,64}$/,
  twikooEnv: /^[A-Za-z0-9-]{4,64}$/,
  hostname: /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i,
  verification: /^[A-Za-z0-9_-]{4,100}$/,
  twitterUser: /^@?[A-Za-z0-9_]{1,15}$/
} as const

export type IdKind = keyof typeof ID_PATTERNS

/** The value when it is a well-formed id of that kind, else null (with one warning per key). */
export function validId(kind: IdKind, setting: string, raw: unknown): string | null {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null
  const value = String(raw).trim()
  if (!value) return null
  if (ID_PATTERNS[kind].test(value)) return value
  log.warnOnce(
    `integrations:id:${setting}`,
    `${setting} is not a valid ${kind} id; the service stays off.`
  )
  return null
}

/** The https origin of a configured server URL, or null (with a warning) when it is not https. */
export function httpsOrigin(setting: string, raw: unknown): string | null {
  if (typeof raw !== 'string' || !raw.trim()) return null
  try {
    const url = new URL(raw.trim())
    if (url.protocol === 'https:' && !url.username && !url.password) return url.origin
  } catch {
    // Reported below.
  }
  log.warnOnce(`integrations:url:${setting}`, `${setting} must be an https:// URL; ignored.`)
  return null
}

/** The configured https URL without a trailing slash, or null. */
export function httpsBase(setting: string, raw: unknown): string | null {
  if (!httpsOrigin(setting, raw)) return null
  return String(raw).trim().replace(/\/+$/, '')
}
