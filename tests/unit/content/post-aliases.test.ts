import { beforeAll, describe, expect, it, vi } from 'vitest'
import { getSiteData } from '@/lib/pages/get-site-data'
import type { PageProps } from '@/lib/theme/layout-props'
import type { SitePost } from '@/lib/content/site-types'
import { siteRouteResult } from '@/lib/pages/site-routes'

type Result = {
  props?: PageProps
  notFound?: boolean
  redirect?: { destination: string; permanent: boolean }
}
const resolve = async (segments: string[]) => (await siteRouteResult(segments)) as Result

/** What the server would store for a path: only a rendered page is written to its disk. */
const answer = (result: Result) =>
  result.props
    ? `props:${result.props.layout}`
    : result.redirect
      ? `308:${result.redirect.destination}`
      : 'not found'

let post: SitePost
let locked: SitePost

// The demo site through `[[...route]]`, with NotionNext's id links redirected (UUID_REDIRECT).
beforeAll(async () => {
  vi.stubEnv('UUID_REDIRECT', 'true')
  const data = await getSiteData()
  post = data.posts.find((p) => p.href === '/article/film-in-winter')!
  locked = data.posts.find((p) => p.locked)!
})

describe('other spellings of a post path', () => {
  const compact = () => post.id.replace(/-/g, '')

  it('render the post only at its own path', async () => {
    expect(answer(await resolve(['article', 'film-in-winter']))).toBe('props:LayoutSlug')
  })

  it('redirect its Notion id, any case and dashes, at the root or in its folder (308)', async () => {
    const target = `308:${post.href}`
    for (const segments of [
      [compact()],
      [post.id],
      [post.id.toUpperCase()],
      ['article', compact()],
      ['article', compact().toUpperCase()],
      ['article', post.id],
      ['article', `${compact()}.html`],
      [
        'article',
        compact()
          .replace(/(.{4})/g, '$1-')
          .slice(0, -1)
      ]
    ])
      expect(answer(await resolve(segments)), segments.join('/')).toBe(target)
    const result = await resolve([compact()])
    expect(result.redirect?.permanent).toBe(true)
  })

  it('redirect its .html twin', async () => {
    expect(answer(await resolve(['article', 'film-in-winter.html']))).toBe(`308:${post.href}`)
  })

  it('answer 404 for an id under any other folder, and never render', async () => {
    for (const segments of [
      ['junk', 'a', 'b', post.id],
      ['junk', 'a', 'b', compact().toUpperCase()],
      ['junk', compact()],
      ['article', 'x', compact()],
      ['category', compact()],
      ['tag', 'x', 'y', compact()]
    ])
      expect(answer(await resolve(segments)), segments.join('/')).toBe('not found')
  })

  it('answer 404 for a path spelt with an escaped slash or an empty segment', async () => {
    expect(answer(await resolve(['article/film-in-winter']))).toBe('not found')
    expect(answer(await resolve(['article', '', 'film-in-winter']))).toBe('not found')
    expect(answer(await resolve(['Article', 'Film-In-Winter']))).toBe('not found')
  })

  it('never give away a locked post by its id', async () => {
    const id = locked.id.replace(/-/g, '')
    expect(answer(await resolve([id]))).toBe('not found')
    expect(answer(await resolve(['article', id]))).toBe('not found')
  })
})
