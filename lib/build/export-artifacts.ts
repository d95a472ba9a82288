import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Files a static export needs besides its pages (feeds, sitemap, robots, search index, theme
 * data, security headers). `scripts/postbuild-export.ts` writes them into out/ once `next build`
 * has exported the pages (lib/pages/write-export-artifacts.ts says what they are); no page's data
 * function writes anything.
 */

/**
 * Where `next build` puts a static export: out/, or the dist folder when next.config.ts names
 * one other than .next (NEXT_DIST_DIR, which the e2e builds use): with `output: 'export'`, Next
 * exports into a custom distDir instead of out/.
 */
export function exportDirOf(env: Record<string, string | undefined> = process.env): string {
  const distDir = env.NEXT_DIST_DIR || '.next'
  return path.resolve(distDir === '.next' ? 'out' : distDir)
}

/** 'rss/feed.xml' → an absolute path inside `dir`; rejects anything that would leave it. */
export function artifactPath(relativePath: string, dir: string): string {
  const clean = path.posix.normalize(relativePath.replace(/\\/g, '/'))
  if (
    !clean ||
    clean === '.' ||
    clean === '..' ||
    clean.startsWith('../') ||
    path.posix.isAbsolute(clean)
  ) {
    throw new Error(`export artifact path must stay inside ${dir}: ${relativePath}`)
  }
  return path.join(dir, ...clean.split('/'))
}

/** Writes one artifact into `dir` (out/), overwriting. */
export async function writeExportArtifact(
  relativePath: string,
  bytes: string | Uint8Array,
  dir: string
): Promise<void> {
  const target = artifactPath(relativePath, dir)
  await mkdir(path.dirname(target), { recursive: true })
  await writeFile(target, bytes)
}

/** One file of an export, by its path relative to out/ (e.g. 'rss/feed.xml'). */
export interface ExportArtifact {
  path: string
  bytes: string | Uint8Array
}

/** Artifact paths for a log line: the search index's many files named by their folder. */
export const summarisePaths = (paths: readonly string[]): string =>
  [...new Set(paths.map((p) => p.replace(/^(search-index\/[^/]+)\/.*/, '$1/')))].join(', ')
