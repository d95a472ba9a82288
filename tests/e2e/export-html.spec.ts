import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '../support/browser-test'

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
