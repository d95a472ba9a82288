import { describe, expect, it } from 'vitest'
import { formatDay } from '@/lib/body/format-date'
import { highlightCode, prismLanguage } from '@/lib/body/highlight-code'
import { imageCacheKey, mapImageUrl, resizeImageUrl } from '@/lib/body/image-url'
import { tweetId, youtubeId } from '@/lib/body/media-ids'
import { richTextTitle } from '@/lib/body/rich-text'
import { linkAttrs, safeCodeUrl, safeResourceUrl, safeUrl } from '@/lib/body/safe-url'
import { nestHeadings, showToc } from '@/lib/body/table-of-contents'
import { zoomMargin } from '@/components/notion-renderer/use-image-zoom'

describe('mapImageUrl', () => {
  const id = '11111111-2222-4333-8444-555555555555'
  it('sends Notion-hosted files through the proxy with table, id, cache and width', () => {
    for (const raw of [
      'attachment:abc:photo.png',
      'https://s3-us-west-2.amazonaws.com/secure.notion-static.com/x/photo.png',
      'https://prod-files-secure.s3.us-west-2.amazonaws.com/a/b/photo.png?X-Amz=1',
      'https://file.notion.so/f/f/a/photo.png'
    ]) {
      const url = mapImageUrl(raw, { blockId: id, width: 800 })
      expect(url).toMatch(
        /^https:\/\/www\.notion\.so\/image\/[^?]+\?table=block&id=.+&cache=v2&width=800$/
      )
      expect(decodeURIComponent(url!.split('/image/')[1]!.split('?')[0]!)).toBe(raw.split('?')[0])
    }
  })
  it('uses the block width', () => {
    expect(mapImageUrl('attachment:a:b.png', { blockId: id, width: 640 })).toContain('width=640')
  })
  it('sets Unsplash quality, width and format', () => {
    const url = new URL(mapImageUrl('https://images.unsplash.com/photo-1?ixid=x', { width: 800 })!)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      q: '50',
      width: '800',
      w: '800',
      fmt: 'webp',
      fm: 'webp',
      ixid: 'x'
    })
  })
  it('passes site-relative paths and other images through, refuses unsafe ones', () => {
    expect(mapImageUrl('/demo/covers/x.webp', { width: 800 })).toBe('/demo/covers/x.webp')
    expect(mapImageUrl('https://example.com/a.png', { width: 800 })).toBe(
      'https://example.com/a.png'
    )
    expect(mapImageUrl('javascript:alert(1)', { width: 800 })).toBeNull()
    expect(mapImageUrl('data:image/svg+xml,<svg/>', { width: 800 })).toBeNull()
    expect(mapImageUrl('', { width: 800 })).toBeNull()
  })
  it('normalises proxy URLs to a stable cache key', () => {
    const a = imageCacheKey('https://www.notion.so/image/x%3Ay?table=block&width=800#h')
    const b = imageCacheKey('http://notion.so/image/x%3Ay?width=1200')
    expect(a).toBe('notion.so/image/x%3Ay')
    expect(b).toBe(a)
  })
  it('resizes for zoom only when the URL carries a width', () => {
    expect(resizeImageUrl('https://www.notion.so/image/x?width=800', 1200)).toContain('width=1200')
    expect(resizeImageUrl('/demo/x.webp', 1200)).toBe('/demo/x.webp')
  })
})

describe('richTextTitle', () => {
  it('joins the first element of each segment, skipping mention marks', () => {
    expect(richTextTitle([['Hello '], ['world', [['b']]], ['‣', [['p', 'x']]], ['!']])).toBe(
      'Hello world!'
    )
    expect(richTextTitle(undefined)).toBe('')
  })
})

describe('table of contents', () => {
  const h = (level: number, id = String(Math.random())) => ({ id, text: id, level })
  it('nests relative to the previous higher-level heading', () => {
    const indents = (levels: number[]) => nestHeadings(levels.map((l) => h(l))).map((t) => t.indent)
    expect(indents([0, 1, 2, 0])).toEqual([0, 1, 2, 0])
    expect(indents([0, 2, 2, 1])).toEqual([0, 1, 1, 1])
    expect(indents([2, 1, 0, 2])).toEqual([0, 0, 0, 1])
    expect(indents([1, 2, 0, 1])).toEqual([0, 1, 0, 1])
  })
  it('shows from three items', () => {
    expect(showToc(nestHeadings([h(0), h(1)]))).toBe(false)
    expect(showToc(nestHeadings([h(0), h(1), h(1)]))).toBe(true)
  })
})

describe('media ids', () => {
  it('accepts YouTube only from known hosts with an 11-character id', () => {
    expect(youtubeId('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1')).toBe('dQw4w9WgXcQ')
    expect(youtubeId('https://youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ')
    expect(youtubeId('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ')
    expect(youtubeId('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ')
    expect(youtubeId('https://www.youtube.com/watch?v=short')).toBeNull()
    expect(youtubeId('https://youtube.com.evil.io/watch?v=dQw4w9WgXcQ')).toBeNull()
    expect(youtubeId('https://vimeo.com/123')).toBeNull()
    expect(youtubeId('not a url')).toBeNull()
  })
  it('takes the tweet id from the end of the source path', () => {
    expect(tweetId('https://twitter.com/jack/status/20')).toBe('20')
    expect(tweetId('https://x.com/jack/status/1234567890?s=20#m')).toBe('1234567890')
    expect(tweetId('https://twitter.com/jack')).toBeNull()
  })
})

describe('safe URLs and link targets', () => {
  it('never makes javascript:, data: or other schemes live', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'file:///etc/passwd',
      '//evil.example/x'.replace('//', 'jav\u0000ascript://')
    ]) {
      expect(safeUrl(bad)).toBeNull()
      expect(linkAttrs(bad)).toBeNull()
    }
    expect(safeResourceUrl('mailto:a@b.c')).toBeNull()
  })
  it('reads "/\\host" and "\\\\host" as another site, as browsers do, never as a site path', () => {
    for (const sneaky of ['/\\evil.example/x', '\\\\evil.example/x', '\\/evil.example/x']) {
      expect(safeUrl(sneaky)).toBe('https://evil.example/x')
      expect(linkAttrs(sneaky)?.target).toBe('_blank')
    }
  })
  it('loads code only from https: or this site', () => {
    expect(safeCodeUrl('https://cdn.example/a.js')).toBe('https://cdn.example/a.js')
    expect(safeCodeUrl('/js/extra.js')).toBe('/js/extra.js')
    for (const bad of [
      'http://cdn.example/a.js',
      'data:text/javascript,alert(1)',
      'javascript:alert(1)',
      'blob:https://x/y',
      '#x'
    ])
      expect(safeCodeUrl(bad)).toBeNull()
  })
  it('keeps http(s), mailto, tel, site paths and anchors', () => {
    expect(safeUrl('https://a.example/x')).toBe('https://a.example/x')
    expect(safeUrl('mailto:a@b.c')).toBe('mailto:a@b.c')
    expect(safeUrl('tel:+123')).toBe('tel:+123')
    expect(safeUrl('/article/x')).toBe('/article/x')
    expect(safeUrl('#top')).toBe('#top')
    expect(safeUrl('example.com/x')).toBe('https://example.com/x')
  })
  it('opens other sites and links ending in # in a new tab, this site in the same tab', () => {
    expect(linkAttrs('https://other.example/x')).toEqual({
      href: 'https://other.example/x',
      target: '_blank',
      rel: 'noopener noreferrer'
    })
    expect(linkAttrs('https://www.blog.example/x', 'blog.example')).toEqual({
      href: 'https://www.blog.example/x'
    })
    expect(linkAttrs('/article/x')).toEqual({ href: '/article/x' })
    expect(linkAttrs('/article/x#')?.target).toBe('_blank')
  })
})

describe('code languages', () => {
  it("maps Notion's labels to Prism languages", () => {
    expect(prismLanguage('C++')).toBe('cpp')
    expect(prismLanguage('C#')).toBe('csharp')
    expect(prismLanguage('F#')).toBe('fsharp')
    expect(prismLanguage('Plain Text')).toBe('plain')
    expect(prismLanguage('Shell')).toBe('bash')
    expect(prismLanguage('JavaScript')).toBe('javascript')
    for (const label of [
      'Python',
      'Go',
      'Rust',
      'Java',
      'C',
      'JSON',
      'YAML',
      'TOML',
      'SQL',
      'CSS',
      'SCSS',
      'HTML',
      'Markdown',
      'Diff',
      'Docker',
      'Kotlin',
      'Swift',
      'Ruby',
      'PHP',
      'Lua',
      'Haskell',
      'LaTeX',
      'TypeScript',
      'TSX',
      'JSX',
      'Bash'
    ])
      expect(prismLanguage(label), label).not.toBe('plain')
    expect(prismLanguage('Klingon')).toBe('plain')
  })
  it('escapes source text', () => {
    expect(highlightCode('<script>x</script>', 'HTML').html).not.toContain('<script>')
    expect(highlightCode('<img onerror=x>', 'Klingon').html).not.toContain('<img')
  })
})

describe('formatDay and zoom margin', () => {
  it('formats dates as short month, day, year in UTC', () => {
    expect(formatDay('2024-03-04T23:30:00-05:00')).toBe('Mar 5, 2024')
    expect(formatDay('2024-03-04')).toBe('Mar 4, 2024')
    expect(formatDay(Date.UTC(2021, 0, 1))).toBe('Jan 1, 2021')
    expect(formatDay('nope')).toBe('')
  })
  it('picks the zoom margin by window width', () => {
    expect([320, 600, 1000, 1400, 1800, 2500].map(zoomMargin)).toEqual([8, 20, 30, 40, 48, 72])
  })
})
