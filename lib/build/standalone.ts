import { cpSync, existsSync } from 'node:fs'
import path from 'node:path'
import { BUILD_SOURCE_FILE } from '@/lib/notion/build-source'

/**
 * What `output: 'standalone'` leaves out of `<distDir>/standalone` and the server needs, as
 * [from, to] pairs (Next's docs: copy public/ and the static files yourself): public/, the
 * browser's files (`<distDir>/static`), the build's Notion cache (`<distDir>/cache/notion`, the
 * read-only base regenerations start from) and the record of the workspace the build read.
 * Next puts the dist dir inside the standalone folder under the same relative name.
 */
export function standaloneCopies(distDir: string, root = process.cwd()): [string, string][] {
  const standalone = path.join(distDir, 'standalone')
  const innerDist = path.join(standalone, path.relative(root, distDir))
  return [
    [path.join(root, 'public'), path.join(standalone, 'public')],
    [path.join(distDir, 'static'), path.join(innerDist, 'static')],
    [path.join(distDir, 'cache', 'notion'), path.join(innerDist, 'cache', 'notion')],
    [path.join(distDir, BUILD_SOURCE_FILE), path.join(innerDist, BUILD_SOURCE_FILE)]
  ]
}

/** Completes `<distDir>/standalone` with standaloneCopies (those that exist); false if absent. */
export function completeStandalone(distDir: string, root = process.cwd()): boolean {
  if (!existsSync(path.join(distDir, 'standalone', 'server.js'))) return false
  for (const [from, to] of standaloneCopies(distDir, root))
    if (existsSync(from)) cpSync(from, to, { recursive: true, force: true })
  return true
}
