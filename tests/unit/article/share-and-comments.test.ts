import { describe, expect, it } from 'vitest'
import { hasComments } from '@/components/comments/comment-systems'
import { enabledProviders } from '@/components/comments/providers'
import { CONSTANTS } from '@/conf/constants'
import { isBot } from '@/lib/comments/is-bot'
import { loadConfig, publicConfigOf } from '@/lib/config/load-config'
import { absoluteUrl, shareUrl } from '@/lib/share/share-urls'

const url = 'https://blog.example.com/article/caf%C3%A9?x=1&y=2'
const target = { url, title: 'Café & crème', summary: null }

describe('share links', () => {
  it('every service but link and wechat has an address carrying the encoded post URL', () => {
    for (const service of CONSTANTS.SHARE_SERVICES) {
      const href = shareUrl(service, target)
      if (service === 'link' || service === 'wechat') expect(href).toBeNull()
      else expect(href, service).toContain(encodeURIComponent(url))
    }
  })

  it('encodes the title and builds known addresses', () => {
    expect(shareUrl('twitter', target)).toBe(
      `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=Caf%C3%A9%20%26%20cr%C3%A8me`
    )
    expect(shareUrl('email', target)).toMatch(
      /^mailto:\?subject=Caf%C3%A9%20%26%20cr%C3%A8me&body=/
    )
  })

  it('makes absolute URLs from LINK and a path', () => {
    expect(absoluteUrl('https://a.com/', '/article/x')).toBe('https://a.com/article/x')
    expect(absoluteUrl('https://a.com', 'about')).toBe('https://a.com/about')
    expect(absoluteUrl('https://a.com', 'https://b.com/y')).toBe('https://b.com/y')
  })
})

describe('comment systems', () => {
  const base = publicConfigOf(loadConfig({ env: {} }).config)

  it('none by default; each on when its repository is set, in registry order', () => {
    expect(enabledProviders(base)).toEqual([])
    const both = { ...base, COMMENT_UTTERANCES_REPO: 'a/b', COMMENT_GISCUS_REPO: 'c/d' }
    expect(enabledProviders(both).map((p) => p.id)).toEqual(['giscus', 'utterances'])
  })

  it('tells whether a post can have comments without loading any system', () => {
    expect(hasComments(base)).toBe(false)
    expect(hasComments({ ...base, COMMENT_WEBMENTION_ENABLE: true })).toBe(true)
    expect(hasComments({ ...base, COMMENT_VALINE_APP_ID: 'id' })).toBe(false)
    expect(hasComments({ ...base, COMMENT_VALINE_APP_ID: 'id', COMMENT_VALINE_APP_KEY: 'k' })).toBe(
      true
    )
  })

  it('recognises search-engine bots, not browsers', () => {
    expect(isBot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(
      true
    )
    expect(isBot('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true)
    expect(isBot('Baiduspider+(+http://www.baidu.com/search/spider.htm)')).toBe(true)
    expect(
      isBot(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'
      )
    ).toBe(false)
  })
})
