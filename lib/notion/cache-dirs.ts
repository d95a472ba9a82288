import { createHash } from 'node:crypto'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { SiteConfig } from '@/lib/config/types'
import { distDirOf } from '@/lib/notion/build-source'

/**
 * The build's Notion cache: inside Next's own cache folder, so hosts that keep `.next/cache`
 * between deploys (Vercel, Netlify) keep it too, and beside the build output, so a server (or a
 * standalone copy of the output) finds it as the read-only base of its own cache.
 */
export const buildCacheDirOf = (distDir: string = distDirOf()) =>
  path.join(/*turbopackIgnore: true*/ distDir, 'cache', 'notion')

/**
 * Where a server writes the pages it refreshes: NOTION_CACHE_DIR, else a folder of the OS temp
 * directory named after the build output (two sites on one machine never share it). It may be
 * missing or read-only: the server then keeps its refreshes in memory.
 */
export function overlayDirOf(
  config: Pick<SiteConfig, 'NOTION_CACHE_DIR'>,
  distDir: string = distDirOf()
): string {
  if (config.NOTION_CACHE_DIR)
    return path.resolve(/*turbopackIgnore: true*/ config.NOTION_CACHE_DIR)
  const site = createHash('sha256').update(path.resolve(distDir)).digest('hex').slice(0, 12)
  return path.join(/*turbopackIgnore: true*/ tmpdir(), `notionpress-${site}`, 'notion')
}
