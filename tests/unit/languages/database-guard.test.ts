import { describe, expect, it } from 'vitest'
import { workspaceGuard } from '@/lib/content/database-guard'
import { buildSiteData } from '@/lib/content/site-data'
import { paragraph } from '@/scripts/lib/blocks'
import { workspaceIds, type RowInput } from '@/scripts/lib/workspace-builder'
import { workspaceOf } from '@/tests/support/workspace'

const NOW = Date.UTC(2024, 11, 1)
const ENV = { NEXT_PUBLIC_LANG: 'en-US' }
const rows: RowInput[] = [
  { title: 'Open', slug: 'open', date: '2024-03-05', blocks: [paragraph('x')] },
  { title: 'Locked', slug: 'locked', password: 'pw', date: '2024-03-06' },
  { title: 'Locked, no slug', key: 'noslug', password: 'pw' },
  { title: 'Draft', slug: 'draft', status: 'Draft' },
  { title: 'Invisible', slug: 'invisible', status: 'Invisible' },
  { title: 'Future', slug: 'future', date: '2030-01-01' },
  { title: 'About', slug: 'about', type: 'Page' },
  { title: 'Elsewhere', slug: 'https://example.org/x' },
  { title: 'Menu', slug: '/archive', type: 'Menu' }
]
const ids = workspaceIds('test')
const compact = (key: string) => ids.row(key).replace(/-/g, '')

describe('the guard of a language database', () => {
  it('is the one its own site uses, computed from the workspace alone', () => {
    const workspace = workspaceOf(rows)
    for (const prefix of ['', 'zh']) {
      const own = buildSiteData(workspace, { env: ENV, now: NOW, prefix }).databases[0]
      expect(workspaceGuard(workspace, { env: ENV, now: NOW, prefix })).toEqual(own)
    }
  })

  it("shows listed rows under the language's base path, locked ones as locked; hides the rest", () => {
    const guard = workspaceGuard(workspaceOf(rows), { env: ENV, now: NOW, prefix: 'zh' })
    expect(Object.fromEntries(guard.shown)).toEqual({
      [compact('open')]: { locked: false, href: '/zh/article/open' },
      [compact('locked')]: { locked: true, href: '/zh/article/locked' },
      [compact('about')]: { locked: false, href: '/zh/about' },
      [compact('https://example.org/x')]: { locked: false, href: null }
    })
    expect(guard.rowIds.size).toBe(rows.length)
    expect(guard.collectionId).toBe(ids.collectionId)
    expect(guard.passwordColumn).toBe('password')
  })

  it('hides a row whose page was not fetched', () => {
    const workspace = workspaceOf(rows)
    delete workspace.pages[ids.row('open')]
    const guard = workspaceGuard(workspace, { env: ENV, now: NOW, prefix: '' })
    expect(guard.shown.has(compact('open'))).toBe(false)
    expect(guard.rowIds.has(compact('open'))).toBe(true)
  })
})
