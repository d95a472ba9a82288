/**
 * Serves a static export the way common static hosts do: `/x` → x.html or x/index.html, a miss
 * → 404.html with status 404. For previewing `out/` and for the export e2e tests. An export
 * built with BASE_PATH is served under it, as a GitHub project page is (nothing at the root).
 * Usage: [BASE_PATH=/repo] tsx scripts/serve-static.ts [dir=out] [port=3000]
 */
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { normaliseBasePath } from '../lib/base-path'

const root = resolve(process.argv[2] ?? 'out')
const port = Number(process.argv[3] ?? process.env.PORT ?? 3000)
const base = normaliseBasePath(process.env.BASE_PATH ?? '')
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.wav': 'audio/wav',
  '.woff2': 'font/woff2'
}

const isFile = (path: string) => existsSync(path) && statSync(path).isFile()

function resolvePath(urlPath: string): string | undefined {
  const clean = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '')
  const base = join(root, clean)
  if (!base.startsWith(root)) return undefined
  return [base, `${base}.html`, join(base, 'index.html')].find(isFile)
}

createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname
  const inside = path === base || path.startsWith(`${base}/`)
  const file = inside ? resolvePath(path.slice(base.length) || '/') : undefined
  const target = file ?? join(root, '404.html')
  res.writeHead(file ? 200 : 404, {
    'content-type': TYPES[extname(target)] ?? 'application/octet-stream'
  })
  if (isFile(target)) createReadStream(target).pipe(res)
  else res.end('Not Found')
}).listen(port, '127.0.0.1', () =>
  console.log(`serving ${root} at http://127.0.0.1:${port}${base}/`)
)
