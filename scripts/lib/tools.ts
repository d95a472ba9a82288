/**
 * The maintainers' tools (Lighthouse, autocannon, sharp) live in tools/, a package of their own
 * with its own lock file, so a site owner's `npm install` never fetches them. The bench, audit
 * and demo scripts load them from there, installing tools/ with npm the first time one is asked
 * for (from the npm registry, the lock's exact versions).
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/** Scripts run from the repository's root, as npm runs them. */
export const TOOLS_DIR = path.resolve('tools')

export type ToolName = 'autocannon' | 'chrome-launcher' | 'lighthouse' | 'sharp'

const manifestOf = (name: ToolName) => path.join(TOOLS_DIR, 'node_modules', name, 'package.json')

/** Whether tools/ has this tool installed (tests that need one skip without it). */
export const toolInstalled = (name: ToolName) => existsSync(manifestOf(name))

/** Installs tools/ when the tool is missing: `npm install` keeps tools/package-lock.json's versions. */
export function ensureTools(name: ToolName): void {
  if (toolInstalled(name)) return
  console.log(`Installing the maintainers' tools into ${path.relative('.', TOOLS_DIR)}/ (once)...`)
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  execFileSync(npm, ['install', '--no-audit', '--no-fund', '--prefix', TOOLS_DIR], {
    stdio: 'inherit'
  })
  if (!toolInstalled(name))
    throw new Error(`${name} is still missing from ${TOOLS_DIR} after npm install`)
}

/** A file inside an installed tool, e.g. Lighthouse's CLI (installing tools/ first if needed). */
export function toolFile(name: ToolName, relative: string): string {
  ensureTools(name)
  return path.join(path.dirname(manifestOf(name)), relative)
}

/** A tool's module (or `subpath` of it), as `import()` would give it from inside tools/. */
export async function importTool<T>(name: ToolName, subpath = ''): Promise<T> {
  ensureTools(name)
  const resolved = createRequire(path.join(TOOLS_DIR, 'package.json')).resolve(name + subpath)
  return (await import(pathToFileURL(resolved).href)) as T
}
