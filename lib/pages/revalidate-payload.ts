import { toUuid } from '@/lib/body/record'

/** What a body sent to /api/revalidate asks to regenerate. */
export type RegenerationTarget =
  { kind: 'page'; id: string } | { kind: 'path'; path: string } | { kind: 'slug'; slug: string }

/** A body read: a target, Notion's subscription handshake, an event with nothing to do, or junk. */
export type Payload =
  | { kind: 'target'; target: RegenerationTarget }
  | { kind: 'verification'; token: string }
  | { kind: 'ignored'; reason: string }
  | { kind: 'invalid'; reason: string }

const MAX_TEXT = 512
const record = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_TEXT ? value : null

/**
 * The target of a body, whichever sender wrote it:
 * - Notion's "Send webhook" automation action: `{ source: {…}, data: { object: 'page', id, properties } }`;
 * - a Notion integration webhook event: `{ type: 'page.properties_updated', entity: { id, type: 'page' } }`
 *   (any `page.*` event; others, comments and databases, are ignored), or the subscription's
 *   one-time `{ verification_token }`;
 * - a script or a button: `{ path: '/article/x' }` or `{ slug: 'x' }`.
 */
export function payloadOf(body: unknown): Payload {
  const value = record(body)
  if (!value) return { kind: 'invalid', reason: 'not a JSON object' }
  const token = text(value.verification_token)
  if (token && Object.keys(value).length === 1) return { kind: 'verification', token }
  const event = text(value.type)
  const entity = record(value.entity)
  if (event && entity) {
    if (!event.startsWith('page.') || entity.type !== 'page')
      return { kind: 'ignored', reason: `event ${event.slice(0, 64)}` }
    return pageTarget(entity.id)
  }
  const data = record(value.data)
  if (data && data.object === 'page') return pageTarget(data.id)
  const path = text(value.path)
  if (path !== null) {
    if (!/^\/(?![/\\])[^\s?#\\]*$/.test(path)) return { kind: 'invalid', reason: 'bad path' }
    return { kind: 'target', target: { kind: 'path', path } }
  }
  const slug = text(value.slug)
  if (slug !== null) return { kind: 'target', target: { kind: 'slug', slug } }
  return { kind: 'invalid', reason: 'no page id, path or slug' }
}

function pageTarget(id: unknown): Payload {
  const uuid = typeof id === 'string' ? toUuid(id) : null
  return uuid
    ? { kind: 'target', target: { kind: 'page', id: uuid } }
    : { kind: 'invalid', reason: 'bad page id' }
}
