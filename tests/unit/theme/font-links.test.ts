import { describe, expect, it } from 'vitest'
import { fontLinks } from '@/lib/theme/font-links'

describe('fontLinks', () => {
  it('gives preconnects (origins only) before stylesheets, each once', () => {
    expect(
      fontLinks({
        stylesheets: ['https://fonts.example.com/css?family=A', '/fonts/b.css', '/fonts/b.css'],
        preconnect: ['https://fonts.example.net/some/path', 'https://fonts.example.net']
      })
    ).toEqual([
      { rel: 'preconnect', href: 'https://fonts.example.net', crossOrigin: 'anonymous' },
      { rel: 'stylesheet', href: 'https://fonts.example.com/css?family=A' },
      { rel: 'stylesheet', href: '/fonts/b.css' }
    ])
  })

  it('drops anything not https: or on this site', () => {
    expect(
      fontLinks({
        stylesheets: ['http://fonts.example.com/a.css', 'javascript:alert(1)', 'data:text/css,x'],
        preconnect: ['http://fonts.example.com', 'not a url', 'data:text/css,x']
      })
    ).toEqual([])
  })

  it('loads a protocol-relative stylesheet over https', () => {
    expect(fontLinks({ stylesheets: ['//fonts.example.com/a.css'] })).toEqual([
      { rel: 'stylesheet', href: 'https://fonts.example.com/a.css' }
    ])
  })

  it('is empty for a theme without fonts', () => {
    expect(fontLinks(undefined)).toEqual([])
    expect(fontLinks({})).toEqual([])
  })
})
