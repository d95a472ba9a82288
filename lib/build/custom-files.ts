import { readFileSync } from 'node:fs'
import path from 'node:path'
import { CUSTOM_CSS, CUSTOM_JS } from './custom-file-paths'

const COMMENTS = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm

/**
 * Whether a custom file has anything but comments and blank space: the starter files ship with a
 * comment only, and linking them would cost every visitor a render-blocking request for nothing.
 */
export function hasOwnContent(text: string): boolean {
  return text.replace(COMMENTS, '').trim().length > 0
}

function fileHasContent(publicDir: string, file: string): boolean {
  try {
    return hasOwnContent(readFileSync(path.join(publicDir, file), 'utf8'))
  } catch {
    return false
  }
}

/**
 * Build-time flags for next.config's `env` (inlined into pages): '1' when the file is to be
 * linked. An owner who edits an empty file rebuilds, as for any change to public/.
 */
export function customFileFlags(publicDir = path.resolve('public')): Record<string, string> {
  return {
    NOTIONPRESS_CUSTOM_CSS: fileHasContent(publicDir, CUSTOM_CSS) ? '1' : '',
    NOTIONPRESS_CUSTOM_JS: fileHasContent(publicDir, CUSTOM_JS) ? '1' : ''
  }
}
