import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

/** Every built theme: each folder of themes/ with an index.tsx. */
export const THEME_IDS: readonly string[] = readdirSync('themes', { withFileTypes: true })
  .filter(
    (entry) => entry.isDirectory() && existsSync(path.join('themes', entry.name, 'index.tsx'))
  )
  .map((entry) => entry.name)
