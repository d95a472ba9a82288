import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { setLogSink } from '@/lib/log'
import { prepareBlocks } from '@/lib/body/prepare-blocks'
import type { PreparedBlocks } from '@/lib/body/types'
import { ids, kitchenSink, mapPageUrl } from '@/tests/support/kitchen-sink'
import { renderBody, rendererConfig } from '@/tests/components/render-body'

const count = (html: string, needle: string) => html.split(needle).length - 1
const config = { IMAGE_COMPRESS_WIDTH: 800 }

describe('NotionRenderer on a generated page with every block type', () => {
  let html = ''
  let body: PreparedBlocks
  const warnings: string[] = []
  const consoleLog = vi.spyOn(console, 'log')

  beforeAll(async () => {
    const restore = setLogSink((level, message) => level === 'warn' && warnings.push(message))
    body = prepareBlocks(kitchenSink(), { config, mapPageUrl })
    restore()
    html = await renderBody(body)
  })
  afterEach(() => expect(consoleLog).not.toHaveBeenCalled())

  it('drops unknown types once per type, before rendering', () => {
    expect(warnings.filter((w) => w.includes('mystery_block'))).toHaveLength(1)
    expect(html).not.toContain('Unknown one')
  })

  it('renders headings with indent levels, a toggleable heading and the TOC block', () => {
    expect(html).toMatch(/<h2 class="notion-h notion-h1 notion-h-indent-0[^"]*"[^>]*>.*Heading One/)
    expect(html).toMatch(/notion-h3 notion-h-indent-2/)
    expect(html).toMatch(/<details class="notion-toggle[^"]*"><summary><h2[^>]*>.*Toggle heading/)
    expect(html).toContain('Hidden under heading')
    expect(html).toContain('notion-table-of-contents-item')
    expect(body.toc.map((t) => t.indent)).toEqual([0, 1, 2, 0])
  })

  it('renders no <main>: a body sits in a page that has its own, or in a card', () => {
    expect(html).not.toMatch(/<main[\s>]/)
    expect(html).toMatch(
      /^(<link[^>]*>)*<div class="[^"]*"><div class="notion light-mode notion-page">/
    )
  })

  it('renders text marks, lists, to-do, quote, callout, toggle and divider', () => {
    expect(html).toContain('<b>bold</b>')
    expect(html).toMatch(
      /<ul class="notion-list notion-list-disc[^"]*"><li[^>]*><div[^>]*>Bullet one<\/div><ul[^>]*><li[^>]*><div[^>]*>Nested bullet</
    )
    expect(html).toMatch(
      /<ol class="notion-list notion-list-numbered[^>]*><li[^>]*>.*Step one.*Step two.*<\/ol>/
    )
    expect(html).toMatch(/notion-to-do-checked/)
    expect(html).toMatch(/<blockquote class="notion-quote[^"]*"><div>A quote/)
    expect(html).toMatch(/notion-callout notion-blue_background_co/)
    expect(html).toMatch(/role="img" aria-label="💡">💡/)
    expect(html).toMatch(
      /<details class="notion-toggle[^"]*"><summary>Toggle summary<\/summary><div>.*Toggle child/
    )
    expect(html).toContain('<hr class="notion-hr')
  })

  it('renders code highlighted at build time with a language class and a copy button', () => {
    expect(html).toContain(
      '<code class="language-typescript"><span class="token keyword">const</span>'
    )
    expect(html).toContain('class="language-cpp"')
    expect(html).toContain('&lt;b>not html&lt;/b>')
    expect(html).not.toContain('<b>not html</b>')
    expect(count(html, 'notion-code-copy-button')).toBe(3)
  })

  it('renders block and inline equations as KaTeX markup', () => {
    expect(html).toMatch(
      /notion-equation-block[^"]*"><span class="katex-display"><span class="katex">/
    )
    expect(html).toMatch(/notion-equation-inline"><span class="katex">/)
    expect(html).toContain('<annotation encoding="application/x-tex">a^2+b^2=c^2</annotation>')
  })

  it('renders columns with their ratios', () => {
    expect(html).toMatch(
      /notion-column[^"]*" style="width:calc\(\(100% - \(1 \* min\(32px, 4vw\)\)\) \* 0.25\)"/
    )
    expect(html).toMatch(/\* 0.75\)"/)
  })

  it('renders a simple table in column order with widths, and no orphan rows', () => {
    expect(html).toMatch(
      /<td class="" style="width:120px"><div class="notion-simple-table-cell">B1<\/div><\/td><td class="" style="width:200px"><div class="notion-simple-table-cell">A1/
    )
    expect(html).not.toContain('Orphan row')
  })

  it('renders synced content once and a link-to-page', () => {
    expect(count(html, 'Synced text once')).toBe(1)
    expect(html).toMatch(/<a class="notion-page-link [^"]*" href="\/article\/listed">/)
  })

  it('renders child pages: listed ones as links, others as plain text, never notion.so', () => {
    expect(html).toContain('Unlisted child')
    expect(html).toMatch(/<span class="notion-page-link[^"]*">.*Unlisted child/)
    expect(html).not.toMatch(/href="https?:\/\/(www\.)?notion\.so\/(?!image\/)/)
  })

  it('renders images mapped, sized, lazy, and drops images without a source', () => {
    expect(html).toContain('loading="lazy"')
    // The real source is in the HTML: the browser lazy-loads it, with or without scripts.
    expect(html).toMatch(
      /<img[^>]+src="https:\/\/www\.notion\.so\/image\/[^"]+"[^>]+loading="lazy"/
    )
    expect(html).not.toContain('data:image/gif')
    expect(html).toMatch(/<img class="notion-image"[^>]*width="640" height="480"/)
    expect(html).toContain('https://www.notion.so/image/https%3A%2F%2Fprod-files-secure')
    expect(html).toContain('src="/demo/covers/x.webp"')
    expect(html).toContain('fm=webp')
    expect(html).toContain('A caption')
    expect(count(html, 'notion-asset-wrapper-image')).toBe(3)
  })

  it("offers Notion's and Unsplash's images at several widths, sized by their shown width", () => {
    const notion =
      /<img class="notion-image"[^>]*src="https:\/\/www\.notion\.so\/image\/[^>]*>/.exec(html)?.[0]
    expect(notion).toMatch(/srcSet="[^"]*width=640[^"]* 640w, [^"]* 3840w"/)
    expect(notion).toContain('sizes="(max-width: 640px) 100vw, 640px"')
    expect(notion).toMatch(/width="640" height="480"[^>]*loading="lazy"/)
    expect(html).toMatch(/<img[^>]*src="https:\/\/images\.unsplash\.com[^>]*srcSet="[^"]*w=3840/)
    // A site file has one size: no source set.
    expect(html).toMatch(/<img[^>]*src="\/demo\/covers\/x\.webp"(?![^>]*srcSet)[^>]*>/)
  })

  it("draws a captioned image's figcaption as the figure's last child, beside the image's box", () => {
    expect(html).toMatch(
      /<figure class="notion-asset-wrapper notion-asset-wrapper-image [^"]*"><div style="[^"]*"><img [^>]*><\/div><figcaption class="notion-asset-caption" style="width:640px;max-width:100%;align-self:center">A caption<\/figcaption><\/figure>/
    )
  })

  it('shows video only for valid YouTube ids', () => {
    expect(count(html, 'notion-asset-wrapper-video')).toBe(1)
    expect(html).toContain('dQw4w9WgXcQ')
    expect(html).not.toContain('evil.example')
    expect(html).not.toContain('v=short')
  })

  it('renders bookmark, embed, maps, audio, file, drive, tweet and database', () => {
    expect(html).toMatch(
      /<a class="notion-bookmark[^"]*" href="https:\/\/example.com\/bookmark" target="_blank"/
    )
    expect(html).toMatch(
      /<iframe class="notion-embed-frame"[^>]*src="https:\/\/example.com\/embed"[^>]*sandbox=/
    )
    // Maps, like Figma, go through our sandboxed embed frame, not react-notion-x's own.
    expect(html).toMatch(
      /<iframe class="notion-embed-frame"[^>]*src="https:\/\/www.google.com\/maps\/embed\?pb=x"[^>]*sandbox=/
    )
    expect(html).toContain('src="https://www.figma.com/file/x"')
    expect(html).toContain('<audio controls="" preload="none" src="https://example.com/a.mp3">')
    expect(html).toContain('href="https://file.notion.so/f/s/signed/report.zip?sig=1"')
    expect(html).toContain('Drive doc')
    expect(html).toContain('href="https://x.com/i/status/20"')
    expect(count(html, 'notion-tweet-card"')).toBe(1)
    expect(html).toContain('notion-collection')
    expect(html).toContain('Row 1')
    expect(html).toContain('href="/article/row-one"')
  })

  it('never makes unsafe URLs live and keeps the password property out', () => {
    expect(html).not.toMatch(/javascript:|data:text/)
    expect(html).toContain('evil link')
    expect(html).toContain('data link')
    expect(html).not.toContain('Evil bookmark')
    expect(html).not.toContain('evil.html')
    expect(JSON.stringify(body)).not.toContain('secret')
  })

  it('maps links: internal to hrefs, unlisted to text, trailing # to a new tab', () => {
    expect(html).toMatch(/<a class="notion-link" href="\/article\/listed">internal<\/a>/)
    expect(html).not.toMatch(/<a[^>]*>unlisted notion link/)
    expect(html).toContain('<a class="notion-link" href="https://example.org/page" target="_blank"')
    expect(html).toMatch(/<a class="notion-link" href="\/article\/listed">.*Listed child/)
    expect(ids.listed).toBeTruthy()
  })

  it('is JSON-safe', () => {
    expect(JSON.parse(JSON.stringify(body))).toEqual(body)
  })
})

describe('CAN_COPY=false', () => {
  it('marks the body unselectable and hides copy buttons', async () => {
    const body = prepareBlocks(kitchenSink(), { config, mapPageUrl })
    const html = await renderBody(body, { ...rendererConfig, CAN_COPY: false })
    expect(html).toMatch(/<div class="[^"]*noCopy[^"]*"><div class="notion /)
  })
})
