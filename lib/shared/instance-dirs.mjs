/**
 * The folder of the OS temp directory that belongs to one server: its data layer's refreshed
 * Notion pages (`notion/`) and, when the build output is read-only, Next's regenerated pages
 * (`next/`). Imported by the cache handler, which Node loads outside the bundle: plain ESM.
 *
 * Its name is a hash of what makes two servers' content differ: the build output's absolute path,
 * the build's id and the settings naming the workspace. Two sites served from two folders of one
 * machine, a rebuild in place, or two servers of one build reading different workspaces (or
 * different mocks of Notion) never share it; a server restarted with the same build and settings
 * finds its own again. A token is never part of the name.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export const WORKSPACE_SETTINGS = [
  'NOTION_PAGE_ID',
  'NOTION_API_BASE_URL',
  'NOTION_SNAPSHOT_DIR',
  'NOTION_SOURCE',
  'NOTION_OFFICIAL_API_URL'
]

function buildIdOf(distDir) {
  try {
    return readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim()
  } catch {
    return ''
  }
}

export function instanceTempDirOf(distDir, workspace, tempDir = tmpdir()) {
  const absolute = path.resolve(distDir)
  const named = WORKSPACE_SETTINGS.map((name) => String(workspace[name] ?? ''))
  const key = createHash('sha256')
    .update(JSON.stringify([absolute, buildIdOf(absolute), ...named]))
    .digest('hex')
    .slice(0, 16)
  return path.join(tempDir, `notionpress-${key}`)
}
