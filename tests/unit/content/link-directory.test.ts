import { describe, expect, it } from 'vitest'
import {
  anchorOf,
  filterLinkGroups,
  hashTarget,
  linkEntryOf,
  linkGroups,
  SUMMARY_LIMIT,
  type LinkEntry
} from '@/lib/content/link-directory'
import type { PostSummary } from '@/lib/content/types'

const link = (
  title: string,
  category: string | null,
  more: Partial<LinkEntry> = {}
): LinkEntry => ({
  title,
  href: `/${title}`,
  target: '_self',
  category,
  summary: null,
  tags: [],
  icon: null,
  ...more
})

const titles = (groups: ReturnType<typeof linkGroups>) =>
  groups.map((g) => [g.id, g.links.map((l) => l.title)])

describe('linkGroups', () => {
  const links = [link('a', 'Tools'), link('b', 'Docs'), link('c', 'Tools'), link('d', null)]

  it('groups by category name in first-seen order when sorting by name', () => {
    expect(titles(linkGroups(links, true, 'Other'))).toEqual([
      ['Tools', ['a', 'c']],
      ['Docs', ['b']],
      ['Other', ['d']]
    ])
  })

  it('keeps runs of the database order otherwise, later runs with unique ids', () => {
    expect(titles(linkGroups(links, false, 'Other'))).toEqual([
      ['Tools', ['a']],
      ['Docs', ['b']],
      ['Tools-2', ['c']],
      ['Other', ['d']]
    ])
  })

  it('gives valid ids: no whitespace, never empty, never a reserved one', () => {
    const odd = [link('a', 'Site  Notes'), link('b', '   '), link('c', 'main')]
    const groups = linkGroups(odd, true, '')
    expect(groups.map((g) => g.id)).toEqual(['Site-Notes', 'group', 'main-2'])
    for (const g of groups) expect(g.id).toMatch(/^\S+$/)
  })

  it('is empty for no links', () => {
    expect(linkGroups([], true, 'Other')).toEqual([])
  })
})

describe('filterLinkGroups', () => {
  const groups = linkGroups(
    [
      link('Next.js', 'Docs', { summary: 'The React framework', tags: ['web'] }),
      link('Ilford', 'Film', { tags: ['darkroom'] }),
      link('Kodak', 'Film')
    ],
    true,
    'Other'
  )

  it('matches title, summary, category and tags, case-insensitively, every word', () => {
    expect(titles(filterLinkGroups(groups, 'react'))).toEqual([['Docs', ['Next.js']]])
    expect(titles(filterLinkGroups(groups, 'DARKROOM'))).toEqual([['Film', ['Ilford']]])
    expect(titles(filterLinkGroups(groups, 'film'))).toEqual([['Film', ['Ilford', 'Kodak']]])
    expect(titles(filterLinkGroups(groups, 'film kodak'))).toEqual([['Film', ['Kodak']]])
  })

  it('drops empty groups, returns none for nonsense and all for a blank query', () => {
    expect(filterLinkGroups(groups, 'zzqx')).toEqual([])
    expect(filterLinkGroups(groups, '  ')).toEqual(groups)
  })
})

describe('anchors', () => {
  it('maps a menu hash to the heading id, decoding it', () => {
    expect(hashTarget('#Site%20Notes')).toBe('Site-Notes')
    expect(hashTarget('#Travel')).toBe(anchorOf('Travel'))
    expect(hashTarget('#%E0%A4%A')).toBe('%E0%A4%A')
    expect(hashTarget('#')).toBeNull()
    expect(hashTarget('/about')).toBeNull()
  })
})

describe('linkEntryOf', () => {
  const post = {
    title: 'T',
    href: 'https://example.com/',
    target: '_blank',
    category: 'Links',
    summary: 'x'.repeat(500),
    tags: [{ name: 'docs', color: 'blue' }],
    icon: `https://example.com/${'i'.repeat(400)}.png`
  } as PostSummary

  it('keeps the link fields, clips a long summary and drops an over-long icon URL', () => {
    const entry = linkEntryOf(post)
    expect(entry).toMatchObject({ href: post.href, target: '_blank', tags: ['docs'], icon: null })
    expect(entry.summary?.length).toBe(SUMMARY_LIMIT)
    expect(linkEntryOf({ ...post, summary: '  ', icon: '📓' })).toMatchObject({
      summary: null,
      icon: '📓'
    })
  })
})
