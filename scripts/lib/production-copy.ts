/**
 * A copy of the working tree holding only the packages an owner's `npm install --omit=dev`
 * installs: the e2e server build runs and is served from it, so a build step, a server module or
 * a page that needs a devDependency fails the browser tests instead of an owner's deploy.
 *
 * The packages are hard links into this checkout's node_modules (no download, no extraction:
 * about two seconds for ~20,000 files): every package package-lock.json does not mark `dev`,
 * which is the set npm itself keeps with --omit=dev. Hard links share file contents, so nothing
 * here writes into a linked file: the build writes only into its own folders.
 */
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** Folders of the working tree a build neither reads nor should see (node_modules at any depth). */
const NOT_COPIED = new Set(['.git', 'out', 'cache', 'test-results', 'playwright-report'])

/** Where the copy of the checkout at `root` lives: outside it, one per checkout. */
export function productionCopyDir(root = process.cwd()): string {
  const id = createHash('sha256').update(path.resolve(root)).digest('hex').slice(0, 12)
  return path.join(tmpdir(), `notionpress-production-${id}`)
}

interface LockEntry {
  dev?: boolean
  /** Dev, or an optional dependency of a kept package: npm keeps it with --omit=dev. */
  devOptional?: boolean
  link?: boolean
}

/** The package folders (`node_modules/a`, `node_modules/a/node_modules/b`) npm keeps without dev. */
export function productionPackages(lock: { packages: Record<string, LockEntry> }): string[] {
  const kept = Object.entries(lock.packages)
    .filter(([key, entry]) => key.startsWith('node_modules/') && !entry.dev && !entry.link)
    .map(([key]) => key)
    .sort()
  // A package's folder holds its own nested node_modules: linked with it, not again.
  return kept.filter((key, i) => !kept.slice(0, i).some((outer) => key.startsWith(`${outer}/`)))
}

function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true })
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name)
    const target = path.join(to, entry.name)
    if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target)
    else if (entry.isDirectory()) linkTree(source, target)
    else linkSync(source, target)
  }
}

/**
 * Makes (or remakes) the copy of `root` at `dir`: its files without the folders above, and the
 * production packages of its lock file that this checkout has installed (other platforms'
 * optional binaries are in the lock and not on disk), with their commands in node_modules/.bin.
 */
export function makeProductionCopy(root: string, dir: string): { packages: number } {
  rmSync(dir, { recursive: true, force: true })
  cpSync(root, dir, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => {
      const segments = path.relative(root, source).split(path.sep)
      const top = segments[0] ?? ''
      return !NOT_COPIED.has(top) && !top.startsWith('.next') && !segments.includes('node_modules')
    }
  })
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'))
  const packages = productionPackages(lock).filter((key) => existsSync(path.join(root, key)))
  for (const key of packages) linkTree(path.join(root, key), path.join(dir, key))

  const bin = path.join(root, 'node_modules', '.bin')
  const copyBin = path.join(dir, 'node_modules', '.bin')
  mkdirSync(copyBin, { recursive: true })
  for (const name of existsSync(bin) ? readdirSync(bin) : []) {
    const link = readlinkSync(path.join(bin, name))
    // A command of a package left out (eslint, vitest...) is left out with it.
    if (existsSync(path.resolve(copyBin, link))) symlinkSync(link, path.join(copyBin, name))
  }
  return { packages: packages.length }
}
