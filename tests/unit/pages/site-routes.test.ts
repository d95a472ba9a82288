import { describe, expect, it } from 'vitest'
import { buildSiteData } from '@/lib/content/site-data'
import { findPost, findPostById } from '@/lib/content/post-lookup'
import { slugPage } from '@/lib/pages/site-routes'
import { paragraph } from '@/scripts/lib/blocks'
import { buildWorkspace } from '@/scripts/lib/workspace-builder'

function site(env: Record<string, string> = {}) {
  const workspace = buildWorkspace({ seed: 'slugs', name: 'Slugs', time: Date.UTC(2024, 0, 1) }, [
    { title: 'Deep', slug: 'deep', date: '2024-03-05', blocks: [paragraph('Deep body')] },
    { title: 'About', slug: 'about', type: 'Page' },
    { title: 'Secret', slug: 'secret', password: 'pw', blocks: [paragraph('Hidden')] }
  ])
  return buildSiteData(
    { fetchedAt: '2024-06-01T00:00:00Z', ...workspace },
    { env, now: Date.UTC(2024, 11, 1) }
  )
}

describe('slug routes', () => {
  it('serve a post under a deeper prefix', async () => {
    const data = site({ POST_URL_PREFIX: 'blog/%year%/%month%' })
    const deep = data.posts.find((p) => p.title === 'Deep')!
    expect(deep.href).toBe('/blog/2024/03/deep')
    const page = await slugPage(data, ['blog', '2024', '03', 'deep'])
    expect(page && 'post' in page ? page.post.title : null).toBe('Deep')
  })

  it("redirects a post's Notion id to its path (308) with UUID_REDIRECT, else answers 404", async () => {
    const plain = site()
    const id = plain.posts.find((p) => p.title === 'Deep')!.id.replace(/-/g, '')
    expect(await slugPage(plain, ['article', id])).toBeNull()
    expect(await slugPage(site({ UUID_REDIRECT: 'true' }), ['article', id])).toEqual({
      redirect: '/article/deep',
      permanent: true
    })
  })

  it('never renders anything outside the workspace', async () => {
    const data = site()
    expect(await slugPage(data, ['article', '0123456789abcdef0123456789abcdef'])).toBeNull()
    expect(await slugPage(data, ['article', 'nope'])).toBeNull()
  })

  it('finds a post by its id dashed, compact or upper-case, but a locked post only at its slug', async () => {
    const data = site()
    const deep = data.posts.find((p) => p.title === 'Deep')!
    for (const id of [deep.id, deep.id.replace(/-/g, ''), deep.id.toUpperCase()])
      expect(findPostById(data, id)?.title).toBe('Deep')
    const secret = data.posts.find((p) => p.title === 'Secret')!
    expect(secret.locked).toBe(true)
    expect(findPostById(data, secret.id)).toBeNull()
    expect(findPost(data, secret.id.replace(/-/g, ''))).toBeNull()
    expect(await slugPage(data, ['article', secret.id.replace(/-/g, '')])).toBeNull()
    expect(findPost(data, '/article/secret')?.title).toBe('Secret')
  })
})
