import { describe, expect, it } from 'vitest'
import { fontSheets, fontVariablesCss } from '../../../lib/integrations/fonts'
import { verificationMeta } from '../../../lib/integrations/verification'
import { mentionsUrl, parseMentions } from '../../../lib/integrations/webmention'
import { collectWarnings, configWith } from './setup'

describe('verification meta tags', () => {
  it('one tag per configured engine', () => {
    expect(verificationMeta(configWith())).toEqual([])
    expect(
      verificationMeta(
        configWith({
          SEO_GOOGLE_SITE_VERIFICATION: 'abc_DEF-123',
          SEO_BING_SITE_VERIFICATION: 'B1NG'
        })
      )
    ).toEqual([
      { name: 'google-site-verification', content: 'abc_DEF-123' },
      { name: 'msvalidate.01', content: 'B1NG' }
    ])
  })
})

describe('web fonts', () => {
  it('https stylesheets only, with display=swap on Google Fonts', () => {
    collectWarnings()
    expect(
      fontSheets([
        'https://fonts.googleapis.com/css2?family=Noto+Sans+SC',
        'https://npm.elemecdn.com/lxgw-wenkai-webfont@1.6.0/style.css',
        'http://plain.example/x.css',
        'javascript:alert(1)'
      ])
    ).toEqual([
      {
        href: 'https://fonts.googleapis.com/css2?family=Noto+Sans+SC&display=swap',
        origin: 'https://fonts.googleapis.com'
      },
      {
        href: 'https://npm.elemecdn.com/lxgw-wenkai-webfont@1.6.0/style.css',
        origin: 'https://npm.elemecdn.com'
      }
    ])
  })

  it('families become CSS variables; anything that could escape the rule is dropped', () => {
    const warnings = collectWarnings()
    expect(fontVariablesCss(['"LXGW WenKai"', 'Bitter', '"x"}body{color:red'], [])).toBe(
      'html:root { --font-sans: "LXGW WenKai", Bitter, ui-sans-serif, system-ui, sans-serif; }'
    )
    expect(warnings).toHaveLength(1)
    expect(fontVariablesCss([], [])).toBeNull()
  })
})

describe('webmentions', () => {
  it('asks webmention.io for the page and keeps only text and safe links', () => {
    expect(mentionsUrl('https://a.com/article/x')).toBe(
      'https://webmention.io/api/mentions.jf2?per-page=100&target=https%3A%2F%2Fa.com%2Farticle%2Fx'
    )
    const mentions = parseMentions({
      children: [
        {
          'wm-property': 'in-reply-to',
          author: { name: 'Ann', url: 'javascript:alert(1)', photo: 'https://img/a.png' },
          url: 'https://social.example/1',
          content: { text: 'Nice <b>post</b>', html: '<script>x</script>' }
        },
        { 'wm-property': 'like-of', author: {} },
        'junk'
      ]
    })
    expect(mentions[0]).toMatchObject({
      kind: 'reply',
      author: 'Ann',
      authorUrl: null,
      url: 'https://social.example/1',
      text: 'Nice <b>post</b>'
    })
    expect(mentions[1]).toMatchObject({ kind: 'like', author: 'Someone' })
    expect(parseMentions(null)).toEqual([])
  })
})
