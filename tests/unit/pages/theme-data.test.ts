import { describe, expect, it } from 'vitest'
import { siteProps } from '@/lib/pages/page-props'
import { buildSiteData } from '@/lib/content/site-data'
import { themeDataFile, themeDataFor, themeDataUrl } from '@/lib/pages/theme-data'
import { buildWorkspace } from '@/scripts/lib/workspace-builder'

const data = (() => {
  const workspace = buildWorkspace({ seed: 'td', name: 'TD', time: Date.UTC(2024, 0, 1) }, [
    { title: 'One', slug: 'one', category: 'A', date: '2024-01-02' },
    { title: 'Two', slug: 'two', date: '2024-01-03' },
    { title: 'Hidden', slug: 'hidden', status: 'Invisible' },
    { title: 'Secret', slug: 'secret', password: 'pw', summary: 'private summary' }
  ])
  return buildSiteData(
    { fetchedAt: '2024-06-01T00:00:00Z', ...workspace },
    { now: Date.UTC(2024, 5, 1) }
  )
})()

describe('extra theme data', () => {
  it('holds only what was asked for, as slim links of listed posts', () => {
    expect(themeDataFor(data, [])).toEqual({})
    const all = themeDataFor(data, ['allPosts']).allPosts!
    expect(all.map((p) => p.title).sort()).toEqual(['One', 'Secret', 'Two'])
    expect(Object.keys(all[0]!).sort()).toEqual(['category', 'date', 'href', 'target', 'title'])
    expect(JSON.stringify(all)).not.toContain('private summary')
  })

  it('is absent from SiteProps of a theme that needs none, and served at a versioned URL', () => {
    expect(siteProps(data).themeData).toEqual({})
    expect(themeDataUrl(data)).toBe(`/theme-data.json?v=${themeDataFile(data).version}`)
    expect(JSON.parse(themeDataFile(data).json).allPosts).toHaveLength(3)
  })
})
