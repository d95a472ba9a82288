import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { deferredLoaderProps } from '@/lib/hydration/deferred-loader'
import { htmlFileOf, measureRoute } from '@/scripts/bench/measure-sizes'

const root = mkdtempSync(path.join(tmpdir(), 'bench-sizes-'))
const dist = path.join(root, '.next-x')
const pub = path.join(root, 'public')
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, text)
}
const A = 'console.log("a");'.repeat(50)
const B = 'var b = 1;'
const CSS = 'body{color:red}'
const DEFERRED = 'var c = 2;'
const DATA = '{"props":{"pageProps":{"x":1}}}'
const HTML =
  `<html><head><link rel="stylesheet" href="/_next/static/chunks/s.css"/>` +
  `<link rel="preload" as="script" href="/_next/static/chunks/a.js"/>` +
  `<script src="/_next/static/chunks/a.js" defer=""></script><script src="/js/b.js"></script>` +
  `<script src="/_next/static/chunks/a.js"></script><script src="/_next/static/gone.js"></script>` +
  renderToStaticMarkup(
    <script {...deferredLoaderProps(['/_next/static/chunks/c.js', '/_next/static/chunks/a.js'])} />
  ) +
  `</head><body><script id="__NEXT_DATA__" type="application/json">${DATA}</script></body></html>`

write(path.join(dist, 'static/chunks/a.js'), A)
write(path.join(dist, 'static/chunks/c.js'), DEFERRED)
write(path.join(dist, 'static/chunks/s.css'), CSS)
write(path.join(pub, 'js/b.js'), B)
write(htmlFileOf(dist, '/article/post-0001'), HTML)

afterAll(() => rmSync(root, { recursive: true, force: true }))

const gz = (s: string) => gzipSync(s, { level: 9 }).length

describe('measureRoute', () => {
  it('maps routes to prerendered files', () => {
    expect(htmlFileOf(dist, '/')).toBe(path.join(dist, 'server/pages/index.html'))
    expect(htmlFileOf(dist, '/tag/%E8%83%B6')).toBe(path.join(dist, 'server/pages/tag/胶.html'))
  })

  it('sums the HTML, __NEXT_DATA__ and each script (tagged or deferred) and stylesheet once', () => {
    const size = measureRoute(dist, '/article/post-0001', pub)
    expect(size).toEqual({
      htmlBytes: Buffer.byteLength(HTML),
      htmlGzip: gz(HTML),
      nextDataBytes: DATA.length,
      scripts: 4,
      jsBytes: A.length + B.length + DEFERRED.length,
      jsGzip: gz(A) + gz(B) + gz(DEFERRED),
      cssBytes: CSS.length,
      cssGzip: gz(CSS),
      missing: ['/_next/static/gone.js']
    })
  })

  it('is null for a route that was not prerendered', () => {
    expect(measureRoute(dist, '/nope', pub)).toBeNull()
  })
})
