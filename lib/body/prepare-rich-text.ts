import { log } from '@/lib/log'
import { isObject, toUuid } from '@/lib/body/record'
import { inlineEquationKey } from '@/lib/body/equation-key'
import { renderEquation } from '@/lib/body/render-equation'
import {
  isRichText,
  MENTION_MARK,
  type Decoration,
  type RichText,
  type Segment
} from '@/lib/body/rich-text'
import { safeUrl } from '@/lib/body/safe-url'
import { markSpoilers } from '@/lib/body/spoilers'
import { keepPageStub, lockedMention, pageHref } from '@/lib/body/prepare-pages'
import type { PrepareContext } from '@/lib/body/types'

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
    let replacement: Segment | null = null
    for (const decoration of decorations) {
      const result = prepareDecoration(decoration, blockId, ctx)
      if (result === 'drop-segment') dropSegment = true
      else if (Array.isArray(result)) kept.push(result)
      else if (result) replacement = result.segment
    }
    if (replacement && !dropSegment) {
      out.push(replacement)
      continue
    }
    // A mention whose target is gone would render nothing but a console line: drop it here.
    if (dropSegment) continue
    out.push(kept.length ? [text, kept] : [text === MENTION_MARK ? '' : text])
  }
  return markSpoilers(out, ctx.options.config.SPOILER_TEXT_TAG ?? '')
}

/**
 * A decoration kept, dropped (null), its segment dropped, or the segment replaced: mentions of
 * people and link previews become text and links, because react-notion-x draws their images
 * with a component whose server and browser markup differ (a hydration error).
 */
type DecorationResult = Decoration | null | 'drop-segment' | { segment: Segment }

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
      return typeof arg === 'string' ? pageMention(arg, d, ctx) : 'drop-segment'
    case 'u':
      return userSegment(arg, ctx)
    case MENTION_MARK: {
      const [type, id] = Array.isArray(arg) ? arg : []
      if (typeof id !== 'string') return 'drop-segment'
      if (type === 'u') return userSegment(id, ctx)
      return pageMention(id, d, ctx)
    }
    case 'lm': {
      if (!isObject(arg)) return null
      const href = safeUrl(arg.href)
      const title = typeof arg.title === 'string' && arg.title ? arg.title : String(arg.href ?? '')
      return { segment: href ? [title, [['a', href]]] : [title] }
    }
    case 'ce':
      return 'drop-segment'
    default:
      log.warnOnce(`decoration:${kind}`, `Unsupported Notion text format "${kind}" rendered plain`)
      return null
  }
}

/** A page mention kept with its stub, turned into linked text (locked page) or dropped. */
function pageMention(id: string, d: Decoration, ctx: PrepareContext): DecorationResult {
  if (keepPageStub(id, ctx)) return d
  const text = lockedMention(id, ctx)
  return text ? { segment: text as Segment } : 'drop-segment'
}

function userSegment(id: unknown, ctx: PrepareContext): DecorationResult {
  if (typeof id !== 'string') return 'drop-segment'
  let user: unknown = ctx.src.notion_user?.[id]
  while (isObject(user) && isObject(user.value)) user = user.value
  if (!isObject(user)) return 'drop-segment'
  const name = [user.given_name, user.family_name].filter((n) => typeof n === 'string' && n)
  return name.length ? { segment: [`@${name.join(' ')}`] } : 'drop-segment'
}
