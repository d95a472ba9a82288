import { log } from '../log'
import { isObject, toUuid } from './record'
import { inlineEquationKey, renderEquation } from './render-equation'
import { isRichText, MENTION_MARK, type Decoration, type RichText } from './rich-text'
import { safeResourceUrl, safeUrl } from './safe-url'
import { keepPageStub, pageHref } from './prepare-pages'
import type { PrepareContext } from './types'

/** Marks react-notion-x renders without any reference to resolve. */
const PLAIN_MARKS = new Set(['b', 'i', 's', '_', 'c', 'h', 'm', 'si', 'd'])
const NOTION_HOST = /^https?:\/\/([\w-]+\.)?(notion\.so|notion\.site)\//i

/**
 * A link target for the page: workspace pages map through `mapPageUrl` (null: not a listed post,
 * so plain text, never notion.so), other URLs pass the allow-list or are dropped.
 */
export function resolveHref(raw: unknown, ctx: PrepareContext): string | null {
  if (typeof raw !== 'string') return null
  const internal = raw.startsWith('/') || NOTION_HOST.test(raw)
  if (internal) {
    const [path = '', hash = ''] = raw.split('#')
    const match =
      /([0-9a-f]{32}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?=$|[/?])/i.exec(
        path.split('?')[0] ?? ''
      )
    const id = match?.[1] ? toUuid(match[1]) : null
    if (id) {
      const href = pageHref(id, ctx)
      return href === null ? null : `${href}${hash ? `#${hash}` : ''}`
    }
    if (!raw.startsWith('/')) return null
  }
  return safeUrl(raw)
}

/** Rich text with every reference resolved and every unsafe or unknown mark removed. */
export function prepareRichText(value: unknown, blockId: string, ctx: PrepareContext): unknown {
  if (!isRichText(value)) return value
  const out: RichText = []
  for (const [text, decorations] of value) {
    if (!decorations?.length) {
      out.push([text])
      continue
    }
    const kept: Decoration[] = []
    let dropSegment = false
    for (const decoration of decorations) {
      const result = prepareDecoration(decoration, blockId, ctx)
      if (result === 'drop-segment') dropSegment = true
      else if (result) kept.push(result)
    }
    // A mention whose target is gone would render nothing but a console line: drop it here.
    if (dropSegment) continue
    out.push(kept.length ? [text, kept] : [text === MENTION_MARK ? '' : text])
  }
  return out
}

type DecorationResult = Decoration | null | 'drop-segment'

function prepareDecoration(d: Decoration, blockId: string, ctx: PrepareContext): DecorationResult {
  const [kind, arg] = d
  if (!Array.isArray(d) || typeof kind !== 'string') return null
  if (PLAIN_MARKS.has(kind)) return kind === 'd' && !isObject(arg) ? null : d
  switch (kind) {
    case 'e':
      if (typeof arg !== 'string') return null
      ctx.equations[inlineEquationKey(arg)] ??= renderEquation(arg, false)
      return d
    case 'a': {
      const href = resolveHref(arg, ctx)
      return href ? ['a', href] : null
    }
    case 'p':
      return typeof arg === 'string' && keepPageStub(arg, ctx) ? d : 'drop-segment'
    case 'u':
      return typeof arg === 'string' && keepUser(arg, ctx) ? d : 'drop-segment'
    case MENTION_MARK: {
      const [type, id] = Array.isArray(arg) ? arg : []
      if (typeof id !== 'string') return 'drop-segment'
      return (type === 'u' ? keepUser(id, ctx) : keepPageStub(id, ctx)) ? d : 'drop-segment'
    }
    case 'lm': {
      const href = isObject(arg) ? safeUrl(arg.href) : null
      return href && isObject(arg) ? ['lm', { ...arg, href }] : null
    }
    case 'ce': {
      const url = typeof arg === 'string' ? safeResourceUrl(ctx.src.custom_emojis?.[arg]) : null
      if (!url || typeof arg !== 'string') return 'drop-segment'
      ctx.customEmojis[arg] = url
      return d
    }
    default:
      log.warnOnce(`decoration:${kind}`, `Unsupported Notion text format "${kind}" rendered plain`)
      return null
  }
}

function keepUser(id: string, ctx: PrepareContext): boolean {
  if (ctx.users[id]) return true
  const record = ctx.src.notion_user?.[id] as unknown
  let user: unknown = record
  while (isObject(user) && isObject(user.value)) user = user.value
  if (!isObject(user)) return false
  const { given_name, family_name } = user
  const photo = safeResourceUrl(user.profile_photo)
  ctx.users[id] = {
    role: 'reader',
    value: { id, given_name, family_name, ...(photo ? { profile_photo: photo } : {}) }
  }
  return true
}
