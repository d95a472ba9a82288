import { createHash } from 'node:crypto'
import { ASIDE_PRE_PAINT_SCRIPT } from '../aside/pre-paint-script'
import { PRE_PAINT_SCRIPT } from '../dark-mode/pre-paint-script'
import { DEFERRED_LOADER_SCRIPT } from '../hydration/deferred-loader'

/**
 * Every inline script a page may carry. Each is a fixed text taken from the module that renders
 * it, so the hashes cannot drift from the pages; what differs per page rides in attributes of
 * the element. Next's own inline bootstrap is folded into the deferred loader (pages/_document).
 */
export const INLINE_SCRIPTS: readonly string[] = [
  PRE_PAINT_SCRIPT,
  DEFERRED_LOADER_SCRIPT,
  ASIDE_PRE_PAINT_SCRIPT
]

/** A script's Content-Security-Policy source: the sha256 of its text as UTF-8. */
export const scriptHash = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

export const INLINE_SCRIPT_HASHES: readonly string[] = INLINE_SCRIPTS.map(scriptHash)
