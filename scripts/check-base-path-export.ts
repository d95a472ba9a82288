/**
 * By hand, not in `npm test` (it costs a full export build): builds the static export under a
 * base path and serves it there the way a GitHub project page is served (nothing at the host's
 * root), then walks it without a browser. Every page reached from the home page, every file
 * those pages link or load, the feeds, the sitemap, robots.txt, the search index and the theme
 * data must answer 200 under the base path, and every site URL in them must carry it.
 * Usage: tsx scripts/check-base-path-export.ts [port=3305]   (SKIP_BUILD=1 reuses the export)
 */
import { execFileSync, spawn } from 'node:child_process'
import { readdirSync } from 'node:fs'
import path from 'node:path'

const BASE = '/np-sub'
const LINK = 'https://example.test'
const port = Number(process.argv[2] ?? 3305)
// An export goes into NEXT_DIST_DIR when that is set (as the e2e builds use it), else out/.
const outDir = process.env.NEXT_DIST_DIR || 'out'
const origin = `http://127.0.0.1:${port}`
const env = { ...process.env, EXPORT: 'true', BASE_PATH: BASE, LINK, NEXT_TELEMETRY_DISABLED: '1' }

if (process.env.SKIP_BUILD !== '1')
  execFileSync('npm', ['run', '-s', 'build'], { stdio: 'inherit', env })
const server = spawn(
  process.execPath,
  ['--import', 'tsx', 'scripts/serve-static.ts', outDir, String(port)],
  {
    env,
    stdio: 'inherit'
  }
)

const problems: string[] = []
const seen = new Set<string>()
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Site URLs in a document: attributes, CSS url(), and absolute URLs on LINK. */
function urlsIn(text: string): string[] {
  const attrs = [...text.matchAll(/\s(?:href|src|poster|action|content)="([^"]+)"/g)].map(
    (m) => m[1]!
  )
  const css = [...text.matchAll(/url\((?:&quot;|["'])?([^)"'&]+)/g)].map((m) => m[1]!)
  const locs = [...text.matchAll(/<(?:loc|link|id)>([^<]+)<\//g)].map((m) => m[1]!)
  return [...attrs, ...css, ...locs]
    .map((u) => u.replace(/&amp;/g, '&'))
    .filter((u) => (u.startsWith('/') && !u.startsWith('//')) || u.startsWith(LINK))
}

async function visit(url: string, follow: boolean): Promise<void> {
  const pathname = url.startsWith(LINK) ? url.slice(LINK.length) : url
  const key = pathname.split('#')[0]!
  if (seen.has(key)) return
  seen.add(key)
  if (!(key === BASE || key.startsWith(`${BASE}/`) || key.startsWith(`${BASE}?`))) {
    problems.push(`outside the base path: ${url}`)
    return
  }
  const response = await fetch(`${origin}${key}`)
  if (!response.ok) problems.push(`${response.status}: ${key}`)
  const type = response.headers.get('content-type') ?? ''
  if (!/html|xml|json|text\/plain/.test(type)) return
  const text = await response.text()
  const page = follow && type.includes('html')
  for (const found of urlsIn(text)) {
    const isPage = !/\.[a-z0-9]+($|\?)/i.test(found.split('#')[0]!)
    await visit(found, page && isPage && seen.size < 400)
  }
}

async function main() {
  for (let i = 0; i < 50; i++) {
    if (
      await fetch(`${origin}${BASE}/`).then(
        (r) => r.ok,
        () => false
      )
    )
      break
    await wait(200)
  }
  const index = readdirSync(path.join(outDir, 'search-index')).find((f) => /\.\d+$/.test(f))
  for (const start of [
    `${BASE}/`,
    `${BASE}/rss/feed.xml`,
    `${BASE}/rss/atom.xml`,
    `${BASE}/rss/feed.json`,
    `${BASE}/sitemap.xml`,
    `${BASE}/robots.txt`,
    `${BASE}/theme-data.json`,
    `${BASE}/search-index/${index}/s/0.json`
  ])
    await visit(start, true)
  console.log(`checked ${seen.size} URLs under ${BASE}`)
  for (const problem of problems) console.log(`  ${problem}`)
  server.kill()
  process.exit(problems.length ? 1 : 0)
}

main().catch((error) => {
  console.error(error)
  server.kill()
  process.exit(1)
})
