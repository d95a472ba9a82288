import path from 'node:path'
import type { SiteConfig } from '@/lib/config/types'
import { distDirOf } from '@/lib/notion/build-source'
import { instanceTempDirOf } from '@/lib/shared/instance-dirs.mjs'

/**
 * The build's Notion cache: inside Next's own cache folder, so hosts that keep `.next/cache`
 * between deploys (Vercel, Netlify) keep it too, and beside the build output, so a server (or a
 * standalone copy of the output) finds it as the read-only base of its own cache.
 */
export const buildCacheDirOf = (distDir: string = distDirOf()) =>
  path.join(/*turbopackIgnore: true*/ distDir, 'cache', 'notion')

/**
 * Where a server writes the pages it refreshes: NOTION_CACHE_DIR, else `notion/` in this server's
 * own folder of the OS temp directory (instance-dirs.mjs: keyed by the build output, its id and
 * the workspace settings of the environment, as the cache handler keys its `next/` folder, so
 * no other server on the machine reads it). It may be missing or read-only: the server then keeps
 * its refreshes in memory.
 */
export function overlayDirOf(
  config: Pick<SiteConfig, 'NOTION_CACHE_DIR'>,
  distDir: string = distDirOf(),
  env: Readonly<Record<string, string | undefined>> = process.env,
  tempDir?: string
): string {
  if (config.NOTION_CACHE_DIR)
    return path.resolve(/*turbopackIgnore: true*/ config.NOTION_CACHE_DIR)
  return path.join(/*turbopackIgnore: true*/ instanceTempDirOf(distDir, env, tempDir), 'notion')
}
