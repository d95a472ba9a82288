import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { SitePost } from '@/lib/content/site-types'
import { listPages } from '@/lib/pages/revalidate-paths'
import { payloadOf } from '@/lib/pages/revalidate-payload'
import { notionSignatureMatches, secretMatches } from '@/lib/security/secret-check'

const ID = '203aba6f-4f2a-4af2-8a4c-01e104b66e8c'

describe('payloadOf', () => {
  it("reads a Notion automation's page id, dashed or not", () => {
    const target = { kind: 'target', target: { kind: 'page', id: ID } }
    expect(payloadOf({ source: {}, data: { object: 'page', id: ID.replace(/-/g, '') } })).toEqual(
      target
    )
    expect(payloadOf({ data: { object: 'page', id: ID.toUpperCase() } })).toEqual(target)
  })

  it('reads page events of a webhook and ignores the others', () => {
    expect(payloadOf({ type: 'page.deleted', entity: { id: ID, type: 'page' } })).toEqual({
      kind: 'target',
      target: { kind: 'page', id: ID }
    })
    expect(payloadOf({ type: 'comment.created', entity: { id: ID, type: 'comment' } }).kind).toBe(
      'ignored'
    )
    expect(payloadOf({ verification_token: 'secret_x' })).toEqual({
      kind: 'verification',
      token: 'secret_x'
    })
  })

  it('takes a site path or a slug, and nothing else', () => {
    expect(payloadOf({ path: '/article/x' })).toEqual({
      kind: 'target',
      target: { kind: 'path', path: '/article/x' }
    })
    expect(payloadOf({ slug: 'x' })).toEqual({
      kind: 'target',
      target: { kind: 'slug', slug: 'x' }
    })
    for (const path of ['//evil.example', '/\\evil', 'https://evil.example/', '/a?b', '/a b'])
      expect(payloadOf({ path }).kind).toBe('invalid')
    for (const body of [null, [], 'x', {}, { data: { object: 'page', id: 'nope' } }])
      expect(payloadOf(body).kind).toBe('invalid')
    expect(payloadOf({ slug: 'x'.repeat(513) }).kind).toBe('invalid')
  })
})

describe('listPages', () => {
  const posts = (...ids: string[]) => ids.map((id) => ({ id }) as SitePost)
  const six = posts('a', 'b', 'c', 'd', 'e', 'f')

  it('regenerates only the page holding a post that kept its place', () => {
    expect(listPages(six, six, 'c', 2)).toEqual([2])
  })

  it('regenerates from its first position to the end when it entered, left or moved', () => {
    expect(listPages(six, posts('a', 'b', 'd', 'e', 'f'), 'c', 2)).toEqual([2, 3])
    expect(listPages(posts('a', 'b'), posts('x', 'a', 'b'), 'x', 2)).toEqual([1, 2])
    expect(listPages(six, posts('a', 'b', 'd', 'e', 'c', 'f'), 'c', 2)).toEqual([2, 3])
    expect(listPages(six, six, 'z', 2)).toEqual([])
  })
})

describe('secrets and signatures', () => {
  it('match only the exact secret, never an empty one', () => {
    expect(secretMatches('s3cret', 's3cret')).toBe(true)
    expect(secretMatches('s3cre', 's3cret')).toBe(false)
    expect(secretMatches('', '')).toBe(false)
    expect(secretMatches(undefined, 's3cret')).toBe(false)
  })

  it("check Notion's sha256= HMAC of the raw body", () => {
    const body = Buffer.from('{"type":"page.created"}')
    const good = `sha256=${createHmac('sha256', 'tok').update(body).digest('hex')}`
    expect(notionSignatureMatches(good, body, 'tok')).toBe(true)
    expect(notionSignatureMatches(good, Buffer.from('{}'), 'tok')).toBe(false)
    expect(notionSignatureMatches(good, body, 'other')).toBe(false)
    expect(notionSignatureMatches(good, body, '')).toBe(false)
  })
})
