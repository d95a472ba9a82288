/**
 * What a visitor downloads for one prerendered page, read from the build output on disk: the
 * HTML, the `__NEXT_DATA__` it embeds, and the JavaScript and CSS files it references (raw and
 * gzip). Chunks loaded later at runtime (not referenced by the HTML) are not counted here:
 * browser-bytes.ts measures those in Chromium.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { deferredLoaderUrls } from '../../lib/hydration/deferred-loader'

export interface PageSize {
  htmlBytes: number
  htmlGzip: number
  nextDataBytes: number
  scripts: number
  jsBytes: number
  jsGzip: number
  cssBytes: number
  cssGzip: number
  /** Referenced assets not found on disk (should be none). */
  missing: string[]
}

const gz = (data: Buffer | string) => gzipSync(data, { level: 9 }).length

/** The HTML file a route was prerendered to: `/` → index.html, `/a/b` → a/b.html. */
export function htmlFileOf(distDir: string, route: string): string {
  const name = route === '/' ? 'index' : decodeURIComponent(route.replace(/^\/+/, ''))
  return path.join(distDir, 'server', 'pages', `${name}.html`)
}

/**
 * Asset URLs of the `<script src>` tags and the deferred loader's list (lib/hydration), and of
 * the stylesheet `<link href>` tags, in order, once each.
 */
export function assetUrls(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [
    ...[...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1] ?? ''),
    ...deferredLoaderUrls(html)
  ]
  const styles = [...html.matchAll(/<link\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => /rel="stylesheet"/.test(tag))
    .map((tag) => /href="([^"]+)"/.exec(tag)?.[1] ?? '')
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] }
}

export function nextDataOf(html: string): string {
  return /<script id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
}

/** `/_next/x` → `<distDir>/x`, `/x` → `public/x`; other hosts (CDNs) are not on disk. */
function fileOf(distDir: string, publicDir: string, url: string): string | undefined {
  const clean = url.split(/[?#]/)[0] ?? url
  if (clean.startsWith('/_next/')) return path.join(distDir, clean.slice('/_next/'.length))
  return clean.startsWith('/') && !clean.startsWith('//') ? path.join(publicDir, clean) : undefined
}

export function measureHtml(distDir: string, html: string, publicDir = 'public'): PageSize {
  const { scripts, styles } = assetUrls(html)
  const missing: string[] = []
  const sum = (urls: string[]) => {
    let raw = 0
    let gzip = 0
    for (const url of urls) {
      const file = fileOf(distDir, publicDir, url)
      if (!file || !existsSync(file)) {
        missing.push(url)
        continue
      }
      const data = readFileSync(file)
      raw += data.length
      gzip += gz(data)
    }
    return { raw, gzip }
  }
  const js = sum(scripts)
  const css = sum(styles)
  return {
    htmlBytes: Buffer.byteLength(html),
    htmlGzip: gz(html),
    nextDataBytes: Buffer.byteLength(nextDataOf(html)),
    scripts: scripts.length,
    jsBytes: js.raw,
    jsGzip: js.gzip,
    cssBytes: css.raw,
    cssGzip: css.gzip,
    missing
  }
}

/** Size of a prerendered route, or null when the build did not prerender it. */
export function measureRoute(
  distDir: string,
  route: string,
  publicDir = 'public'
): PageSize | null {
  const file = htmlFileOf(distDir, route)
  return existsSync(file) ? measureHtml(distDir, readFileSync(file, 'utf8'), publicDir) : null
}
