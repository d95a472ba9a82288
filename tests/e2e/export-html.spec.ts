import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '../support/browser-test'
import { imageSize } from '../support/image-size'

/** Every HTML file under a folder, as paths relative to it; files copied from public/ are not pages. */
function htmlFiles(dir: string, under = ''): string[] {
  return readdirSync(path.join(dir, under), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(under, entry.name)
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFiles(dir, relative)
    const page = entry.name.endsWith('.html') && entry.name !== 'feed.html'
    return page && !existsSync(path.join('public', relative)) ? [relative] : []
  })
}

/**
 * A static export's pages carry their content in the HTML. Pages of fixed routes (/, /archive,
 * /category, /tag, /search) once came out with an empty `#__next` (their next/dynamic parts were
 * not loaded when they rendered), which only showed as a hydration error in the browser.
 */
test('every exported page has its content in the HTML', () => {
  test.skip(test.info().project.name !== 'export', 'the files of a static export')
  const files = htmlFiles('out')
  expect(files.length).toBeGreaterThan(40)
  const empty = files.filter((file) => {
    const html = readFileSync(path.join('out', file), 'utf8')
    const body = /<div id="__next">([\s\S]*?)<\/div><script id="__NEXT_DATA__"/.exec(html)?.[1]
    return !body || body.trim() === ''
  })
  expect(empty).toEqual([])
})

/** An export's share cards are files in out/cards/, named absolutely by the pages' heads. */
test('every exported article names a 1200×630 share card that is a file of the export', () => {
  test.skip(test.info().project.name !== 'export', 'the files of a static export')
  const articles = htmlFiles('out').filter((file) => file.startsWith(`article${path.sep}`))
  expect(articles.length).toBeGreaterThan(5)
  for (const file of articles) {
    const html = readFileSync(path.join('out', file), 'utf8')
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? ''
    expect(image, file).toMatch(/^https?:\/\/[^/]+\/cards\/[0-9a-f]{20}\.(png|jpg)$/)
    const card = path.join('out', 'cards', image.split('/').pop()!)
    expect(existsSync(card), `${file}: ${card}`).toBe(true)
    expect(imageSize(readFileSync(card)), card).toMatchObject({ width: 1200, height: 630 })
  }
})
