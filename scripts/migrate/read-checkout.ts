/**
 * The settings of a NotionNext checkout, read as data: blog.config.js, the files it spreads in
 * (`...require('./conf/x.config')`), the active theme's config.js, and its .env files.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parseEnvFile } from './env-file'
import { ConfigSyntaxError, readJsConfig, type ConfigEntry } from './read-js-config'

export interface FileEntry extends ConfigEntry {
  /** Set for entries of themes/<theme>/config.js. */
  theme?: string
}

export interface EnvEntry {
  file: string
  name: string
  value: string
  line: number
  /** Whether NotionNext's production build reads this file (not .env.development, examples). */
  used: boolean
}

export interface Checkout {
  root: string
  version: string | null
  /** Config files read, relative to root. */
  files: string[]
  /** Every top-level key, the last assignment of each name (as the spread object would hold). */
  entries: FileEntry[]
  envFiles: string[]
  env: EnvEntry[]
  /** Files that could not be read, one line each. */
  problems: string[]
}

/** Next.js's production order: the first file that sets a name wins. */
const PRODUCTION_ENV_FILES = ['.env.production.local', '.env.local', '.env.production', '.env']

export class CheckoutError extends Error {
  override name = 'CheckoutError'
}

/** Where blog.config.js is, from a checkout folder or the file itself. */
export function locate(input: string): { root: string; blogConfig: string } {
  const target = path.resolve(input)
  if (!existsSync(target))
    throw new CheckoutError(
      `${input}: no such file or folder. Fix: pass a NotionNext checkout or its blog.config.js`
    )
  const blogConfig = readdirSafe(target) ? path.join(target, 'blog.config.js') : target
  if (!existsSync(blogConfig))
    throw new CheckoutError(
      `${input}: no blog.config.js there. Fix: pass a NotionNext checkout or its blog.config.js`
    )
  return { root: path.dirname(blogConfig), blogConfig }
}

function readdirSafe(dir: string): string[] | null {
  try {
    return readdirSync(dir)
  } catch {
    return null
  }
}

export function readCheckout(input: string): Checkout {
  const { root, blogConfig } = locate(input)
  const rel = (file: string) => path.relative(root, file) || path.basename(file)
  const files: string[] = []
  const problems: string[] = []
  const parse = (file: string): ReturnType<typeof readJsConfig> | null => {
    try {
      const parsed = readJsConfig(rel(file), readFileSync(file, 'utf8'))
      files.push(rel(file))
      return parsed
    } catch (error) {
      if (!(error instanceof ConfigSyntaxError) && !isFsError(error)) throw error
      problems.push(
        error instanceof ConfigSyntaxError
          ? `${error.message} Fix: correct the file and run the migration again`
          : `${rel(file)}: cannot be read. Fix: check the file exists and is readable`
      )
      return null
    }
  }

  const byName = new Map<string, FileEntry>()
  const add = (entry: FileEntry) => {
    byName.delete(entry.key)
    byName.set(entry.key, entry)
  }
  const blog = parse(blogConfig)
  if (blog) {
    const spreadAt = (index: number) =>
      blog.requires.filter((r) => r.at === index).forEach((r) => addRequired(r.specifier))
    const addRequired = (specifier: string) => {
      const file = requiredPath(root, path.dirname(blogConfig), specifier)
      if (!file)
        problems.push(
          `${rel(blogConfig)}: require('${specifier}') is outside the checkout, skipped`
        )
      else parse(file)?.entries.forEach(add)
    }
    blog.entries.forEach((entry, index) => {
      spreadAt(index)
      add(entry)
    })
    spreadAt(blog.entries.length)
  }

  const { env, envFiles } = readEnvFiles(root)
  const theme = activeTheme(byName, env)
  if (theme) {
    const themeFile = path.join(root, 'themes', theme, 'config.js')
    if (existsSync(themeFile))
      parse(themeFile)?.entries.forEach((entry) => add({ ...entry, theme }))
  }

  return {
    root,
    version: versionOf(root),
    files,
    entries: [...byName.values()],
    envFiles,
    env,
    problems
  }
}

const isFsError = (error: unknown) =>
  error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string'

/** A required file inside the checkout (`.js` added as Node would), else null. */
function requiredPath(root: string, from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null
  const base = path.resolve(from, specifier)
  if (path.relative(root, base).startsWith('..')) return null
  return (
    [base, `${base}.js`, path.join(base, 'index.js')].find((f) => existsSync(f)) ?? `${base}.js`
  )
}

function readEnvFiles(root: string): { env: EnvEntry[]; envFiles: string[] } {
  const envFiles = (readdirSafe(root) ?? [])
    .filter((name) => /^\.env(\..+)?$/.test(name))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
  const env = envFiles.flatMap((file) =>
    parseEnvFile(readFileSync(path.join(root, file), 'utf8')).map((entry) => ({
      ...entry,
      file,
      used: PRODUCTION_ENV_FILES.includes(file)
    }))
  )
  return { env, envFiles }
}

const rank = (file: string) => {
  const index = PRODUCTION_ENV_FILES.indexOf(file)
  return index === -1 ? PRODUCTION_ENV_FILES.length : index
}

/** The theme NotionNext would build: NEXT_PUBLIC_THEME, else blog.config.js's THEME. */
function activeTheme(entries: Map<string, FileEntry>, env: EnvEntry[]): string | null {
  const fromEnv =
    env.find((e) => e.used && e.name === 'NEXT_PUBLIC_THEME' && e.value)?.value ?? null
  const entry = entries.get('THEME')?.value
  const fromFile = entry?.ok && typeof entry.value === 'string' ? entry.value : null
  const theme = fromEnv ?? fromFile
  return theme && /^[a-z0-9-]+$/.test(theme) ? theme : null
}

function versionOf(root: string): string | null {
  try {
    const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      version?: unknown
    }
    return typeof version === 'string' ? version : null
  } catch {
    return null
  }
}
