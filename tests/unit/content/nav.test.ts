import { describe, expect, it } from 'vitest'
import { navOf } from '@/lib/content/nav'
import type { NormalisedRow } from '@/lib/content/normalise-row'
import type { SitePost } from '@/lib/content/site-types'

const LOCKED_ID = 'b2c3d4e5-0000-4000-8000-000000000001'
const row = (type: NormalisedRow['type'], post: Partial<SitePost>): NormalisedRow =>
  ({
    type,
    status: 'Published',
    post: { title: 'x', slug: 'x', href: '/x', target: '_self', menuIcon: null, ...post }
  }) as NormalisedRow

describe('the menu', () => {
  it('lists a locked Page by its address, never by its Notion id (CUSTOM_MENU off)', () => {
    const nav = navOf(
      [
        row('Page', {
          id: LOCKED_ID,
          title: 'Secret',
          slug: 'secret',
          href: '/secret',
          locked: true
        })
      ],
      false,
      () => true
    )
    expect(nav).toHaveLength(1)
    expect(nav[0]!.href).toBe('/secret')
    const served = JSON.stringify(nav)
    expect(served).not.toContain(LOCKED_ID)
    expect(served).not.toContain(LOCKED_ID.replace(/-/g, ''))
  })

  it('keeps a Menu slug that starts with slashes and backslashes on this site', () => {
    const nav = navOf(
      [
        row('Menu', { id: 'm1', slug: '/\\evil.example/x' }),
        row('Menu', { id: 'm2', slug: '//evil.example' })
      ],
      true,
      () => true
    )
    expect(nav.map((n) => n.href)).toEqual(['/evil.example/x', '/evil.example'])
  })
})
