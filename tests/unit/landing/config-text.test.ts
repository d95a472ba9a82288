import { describe, expect, it } from 'vitest'
import { commaList, configText } from '@/lib/landing/config-text'
import { parseLinkGroups } from '@/lib/landing/link-groups'

describe('configText', () => {
  it('turns an HTML setting into plain text', () => {
    expect(configText('NotionNext<br/>makes <strong>sites</strong> &amp; more&nbsp;!')).toBe(
      'NotionNext makes sites & more !'
    )
    expect(configText('<script>alert(1)</script>Hi &#x263A; &#9731; &bogus;')).toBe(
      'alert(1)Hi ☺ ☃ &bogus;'
    )
    expect(configText('1 < 2 and 3 > 2, <!-- note -->ok')).toBe('1 < 2 and 3 > 2, ok')
    expect(configText(undefined)).toBe('')
    expect(configText(42)).toBe('')
  })

  it('splits comma lists into trimmed items', () => {
    expect(commaList('a, b,, <i>c</i> ,')).toEqual(['a', 'b', 'c'])
    expect(commaList(['x ', ''])).toEqual(['x'])
    expect(commaList(null)).toEqual([])
  })
})

describe('parseLinkGroups', () => {
  it('reads groups with links or NotionNext menus, from JSON text or a value', () => {
    const json = JSON.stringify([
      {
        name: 'Product',
        menus: [
          { title: 'Docs', href: '/docs' },
          { title: '', href: '/x' }
        ]
      },
      { name: 'Company', links: [{ name: 'About', href: ' /about ' }] },
      'nonsense',
      { name: '', links: [] }
    ])
    expect(parseLinkGroups(json)).toEqual([
      { name: 'Product', links: [{ title: 'Docs', href: '/docs' }] },
      { name: 'Company', links: [{ title: 'About', href: '/about' }] }
    ])
    expect(parseLinkGroups('not json')).toEqual([])
    expect(parseLinkGroups({ name: 'x' })).toEqual([])
  })
})
