import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/**
 * Files a static export serves in place of server-mode API routes (search index, feeds, ...).
 * Pages write them here during `next build` (never into public/, which is served as-is and
 * shared by both modes); scripts/postbuild-export.ts copies the folder into out/.
 */
export const EXPORT_FILES_DIR = join('cache', 'export')

/** Write `out/{path}`-to-be. Several build workers may write the same file: write, then rename. */
export function writeExportFile(path: string, content: string | Uint8Array): void {
  const target = join(EXPORT_FILES_DIR, path)
  mkdirSync(dirname(target), { recursive: true })
  const temporary = `${target}.${process.pid}.tmp`
  writeFileSync(temporary, content)
  renameSync(temporary, target)
}
