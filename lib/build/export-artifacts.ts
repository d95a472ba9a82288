import { cp, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Files a static export needs besides its pages (feeds, sitemap, robots, search index). They are
 * produced inside `next build`, where the site data and the renderer are at hand, into this
 * folder, which nothing serves; `scripts/postbuild-export.ts` copies them into out/ afterwards.
 * Never public/: files written there during a build are not reliably exported, and a server
 * never serves files added after it started.
 */
export const EXPORT_ARTIFACTS_DIR = path.join(
  /*turbopackIgnore: true*/ process.cwd(),
  'cache',
  'export'
)

/** 'rss/feed.xml' → an absolute path inside `dir`; rejects anything that would leave it. */
export function artifactPath(relativePath: string, dir = EXPORT_ARTIFACTS_DIR): string {
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
  return path.join(/*turbopackIgnore: true*/ dir, ...clean.split('/'))
}

/**
 * Write one artifact. Build workers may write the same file at once, so each writes a temporary
 * file and renames it: readers see the old bytes or the new ones, never half of either.
 */
export async function writeExportArtifact(
  relativePath: string,
  bytes: string | Uint8Array,
  dir = EXPORT_ARTIFACTS_DIR
): Promise<void> {
  const target = artifactPath(relativePath, dir)
  await mkdir(path.dirname(target), { recursive: true })
  const temporary = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
  await writeFile(temporary, bytes)
  await rename(temporary, target)
}

/** Forget the previous build's artifacts (run before `next build`). */
export async function clearExportArtifacts(dir = EXPORT_ARTIFACTS_DIR): Promise<void> {
  await rm(dir, { recursive: true, force: true })
}

/** Copy every artifact into `outDir`, overwriting; returns their relative paths. */
export async function copyExportArtifacts(
  outDir: string,
  dir = EXPORT_ARTIFACTS_DIR
): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])
  const files = entries
    .filter((e) => e.isFile() && !e.name.endsWith('.tmp'))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort()
  for (const file of files) {
    await cp(path.join(dir, file), path.join(outDir, file), { force: true })
  }
  return files.map((f) => f.split(path.sep).join('/'))
}

/** One file of an export, by its path relative to out/ (e.g. 'rss/feed.xml'). */
export interface ExportArtifact {
  path: string
  bytes: string | Uint8Array
}

/** Artifact paths for a log line: the search index's many files named by their folder. */
export const summarisePaths = (paths: readonly string[]): string =>
  [...new Set(paths.map((p) => p.replace(/^(search-index\/[^/]+)\/.*/, '$1/')))].join(', ')
