import { cpSync, existsSync, rmSync } from 'node:fs'
import path from 'node:path'

/**
 * The e2e server build reads a copy of the demo workspace (NOTION_SNAPSHOT_DIR), so tests in the
 * 'mutating' Playwright project may edit it and watch the server regenerate. The export build
 * reads the demo itself.
 */
export const E2E_CONTENT_DIR = path.join('cache', 'e2e-content')

/** A fresh copy of content/demo, undoing any edits of an earlier run (scripts/e2e-build.ts). */
export function resetE2eContent(): void {
  rmSync(E2E_CONTENT_DIR, { recursive: true, force: true })
  cpSync(path.join('content', 'demo'), E2E_CONTENT_DIR, { recursive: true })
}

/**
 * The copy, made if missing (`playwright test` run without scripts/e2e-build.ts). Never reset
 * here: Playwright loads its config in every worker, mutating tests included.
 */
export function ensureE2eContent(): void {
  if (!existsSync(path.join(E2E_CONTENT_DIR, 'workspace.json'))) resetE2eContent()
}
