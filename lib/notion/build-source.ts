import { existsSync, readFileSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { SiteConfig } from '@/lib/config/types'

/**
 * Which workspace a build was made from, kept beside the build so that `next start` regenerates
 * from the same one. Deploys often run the server without the build's variables (a container
 * built in CI, say): without this record such a server would quietly regenerate every page from
 * the bundled demo. Holds ids, addresses and which API read the workspace, never a token.
 */
export type WorkspaceSettings = Pick<
  SiteConfig,
  | 'NOTION_PAGE_ID'
  | 'NOTION_API_BASE_URL'
  | 'NOTION_SNAPSHOT_DIR'
  | 'NOTION_SOURCE'
  | 'NOTION_OFFICIAL_API_URL'
>

const SOURCES: readonly SiteConfig['NOTION_SOURCE'][] = ['private', 'official']

export const BUILD_SOURCE_FILE = 'notionpress-workspace.json'

/** The build output folder of this process (`NEXT_DIST_DIR` as next.config.ts reads it). */
export const distDirOf = (env: NodeJS.ProcessEnv = process.env) =>
  path.resolve(/*turbopackIgnore: true*/ env.NEXT_DIST_DIR || '.next')

export async function writeBuildSource(distDir: string, config: WorkspaceSettings): Promise<void> {
  const record: WorkspaceSettings = {
    NOTION_PAGE_ID: config.NOTION_PAGE_ID,
    NOTION_API_BASE_URL: config.NOTION_API_BASE_URL,
    NOTION_SNAPSHOT_DIR: config.NOTION_SNAPSHOT_DIR
      ? path.resolve(/*turbopackIgnore: true*/ config.NOTION_SNAPSHOT_DIR)
      : '',
    NOTION_SOURCE: config.NOTION_SOURCE,
    NOTION_OFFICIAL_API_URL: config.NOTION_OFFICIAL_API_URL
  }
  await mkdir(distDir, { recursive: true })
  await writeFile(
    path.join(/*turbopackIgnore: true*/ distDir, BUILD_SOURCE_FILE),
    JSON.stringify(record)
  )
}

export function readBuildSource(distDir: string): WorkspaceSettings | null {
  const file = path.join(/*turbopackIgnore: true*/ distDir, BUILD_SOURCE_FILE)
  if (!existsSync(file)) return null
  try {
    const record = JSON.parse(readFileSync(file, 'utf8')) as Partial<WorkspaceSettings>
    return {
      NOTION_PAGE_ID: String(record.NOTION_PAGE_ID ?? ''),
      NOTION_API_BASE_URL: String(record.NOTION_API_BASE_URL ?? ''),
      NOTION_SNAPSHOT_DIR: String(record.NOTION_SNAPSHOT_DIR ?? ''),
      // A record written before the official source existed names the private one.
      NOTION_SOURCE: SOURCES.find((s) => s === record.NOTION_SOURCE) ?? 'private',
      NOTION_OFFICIAL_API_URL: String(record.NOTION_OFFICIAL_API_URL ?? '')
    }
  } catch {
    return null
  }
}

const describe = (s: WorkspaceSettings) =>
  s.NOTION_SNAPSHOT_DIR
    ? `the snapshot in ${s.NOTION_SNAPSHOT_DIR}`
    : s.NOTION_PAGE_ID.trim()
      ? `Notion page ${s.NOTION_PAGE_ID}${s.NOTION_SOURCE === 'official' ? " through Notion's official API" : ''}`
      : 'the bundled demo'

const namesWorkspace = (s: WorkspaceSettings) =>
  Boolean(s.NOTION_PAGE_ID.trim() || s.NOTION_SNAPSHOT_DIR)

/**
 * The workspace a server regenerates from: the one its runtime names explicitly (NOTION_PAGE_ID or
 * NOTION_SNAPSHOT_DIR), else the one the build used. Says which, and why, in one log line.
 */
export function serverWorkspace<C extends WorkspaceSettings>(
  runtime: C,
  built: WorkspaceSettings | null
): { config: C; message: string | null } {
  if (!built) return { config: runtime, message: null }
  if (namesWorkspace(runtime)) {
    const differs = describe(runtime) !== describe(built)
    return {
      config: runtime,
      message: differs
        ? `regenerating from ${describe(runtime)}, named by this server's environment; the build used ${describe(built)}`
        : null
    }
  }
  if (!namesWorkspace(built)) return { config: runtime, message: null }
  return {
    config: {
      ...runtime,
      NOTION_PAGE_ID: built.NOTION_PAGE_ID,
      NOTION_SNAPSHOT_DIR: built.NOTION_SNAPSHOT_DIR,
      NOTION_API_BASE_URL: built.NOTION_API_BASE_URL || runtime.NOTION_API_BASE_URL,
      // The API the build read it through (its token, a secret, must still come from this
      // server's environment: the record never holds one).
      NOTION_SOURCE: built.NOTION_SOURCE,
      NOTION_OFFICIAL_API_URL: built.NOTION_OFFICIAL_API_URL || runtime.NOTION_OFFICIAL_API_URL
    },
    message: `this server's environment names no workspace; regenerating from the one the build used: ${describe(built)}`
  }
}
