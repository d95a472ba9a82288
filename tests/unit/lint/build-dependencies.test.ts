/**
 * An owner installs with `npm install --omit=dev`, then runs `npm run build` and `npm start`:
 * every package the build, the server or the pages import, and every tool the build runs, must
 * be in `dependencies`. Walks the imports from the build's and the server's entry files.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..')
const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>
  dependencies: Record<string, string>
}

const filesUnder = (dir: string): string[] =>
  readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const rel = path.join(dir, name)
    return statSync(path.join(ROOT, rel)).isDirectory() ? filesUnder(rel) : [rel]
  })

/** What `npm run build` and `npm start` load first. */
const ENTRIES = [
  'next.config.ts',
  'postcss.config.mjs',
  'proxy.accounts.ts',
  'scripts/build.ts',
  'scripts/postbuild-export.ts',
  'scripts/export-files.ts',
  'scripts/export-cards.ts',
  'scripts/start.ts',
  ...filesUnder('pages')
]

/** Packages the build runs rather than imports, each with the file that names it. */
const RUN_BY_THE_BUILD: [pkg: string, file: string, text: string][] = [
  ['esbuild', 'package.json', 'esbuild scripts/build.ts'],
  ['tsx', 'scripts/build.ts', "'--import', 'tsx'"],
  ['typescript', 'next.config.ts', "tsconfigPath: 'tsconfig.build.json'"],
  ['@types/react', 'next.config.ts', "tsconfigPath: 'tsconfig.build.json'"],
  ['@types/react-dom', 'next.config.ts', "tsconfigPath: 'tsconfig.build.json'"],
  ['@types/node', 'next.config.ts', "tsconfigPath: 'tsconfig.build.json'"],
  ['@tailwindcss/postcss', 'postcss.config.mjs', "'@tailwindcss/postcss'"],
  ['tailwindcss', 'styles/globals.css', "@import 'tailwindcss'"]
]

/** tsconfig's aliases (the accounts build's two sides): each stands for every file in its folder. */
const ALIASES = (
  JSON.parse(readFileSync(path.join(ROOT, 'tsconfig.json'), 'utf8')) as {
    compilerOptions: { paths: Record<string, string[]> }
  }
).compilerOptions.paths

const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]|@import\s+['"]([^'"]+)['"]/gm
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx']

function resolveLocal(from: string, spec: string): string | null {
  const base = spec.startsWith('@/')
    ? path.join(ROOT, spec.slice(2))
    : path.resolve(path.dirname(path.join(ROOT, from)), spec)
  for (const ext of EXTENSIONS) {
    const file = base + ext
    if (existsSync(file) && statSync(file).isFile()) return path.relative(ROOT, file)
  }
  return null
}

const packageOf = (spec: string) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/')

/** Every package imported from the entries, with one file importing it. */
function importedPackages(): Map<string, string> {
  const packages = new Map<string, string>()
  const seen = new Set<string>()
  const queue = [...ENTRIES]
  while (queue.length) {
    const file = queue.pop()!
    if (seen.has(file) || !/\.(tsx?|mjs|js|css)$/.test(file)) continue
    seen.add(file)
    const source = readFileSync(path.join(ROOT, file), 'utf8')
    for (const match of source.matchAll(SPECIFIER)) {
      const spec = match[1] ?? match[2] ?? match[3] ?? match[4]
      if (!spec || spec.startsWith('node:') || builtinModules.includes(spec)) continue
      const alias = ALIASES[spec]?.[0]
      if (alias) {
        queue.push(...filesUnder(path.dirname(path.normalize(alias))))
        continue
      }
      if (!/^[@.\w]/.test(spec)) continue
      if (spec.startsWith('.') || spec.startsWith('@/')) {
        const local = resolveLocal(file, spec)
        if (local) queue.push(local)
        else if (!spec.endsWith('.json')) throw new Error(`${file}: cannot resolve ${spec}`)
        continue
      }
      if (!packages.has(packageOf(spec))) packages.set(packageOf(spec), file)
    }
  }
  return packages
}

describe('an owner’s install (npm install --omit=dev) builds and serves the site', () => {
  it('has every package the build, server and pages import in dependencies', () => {
    const packages = importedPackages()
    expect(packages.size).toBeGreaterThan(10)
    const missing = [...packages].filter(([pkg]) => !manifest.dependencies[pkg])
    expect(missing.map(([pkg, file]) => `${pkg} (imported by ${file})`)).toEqual([])
  })

  it('has every tool the build runs in dependencies, each still named where the build runs it', () => {
    for (const [pkg, file, text] of RUN_BY_THE_BUILD) {
      const source =
        file === 'package.json'
          ? manifest.scripts.build
          : readFileSync(path.join(ROOT, file), 'utf8')
      expect(source, `${file} names ${pkg}`).toContain(text)
      expect(manifest.dependencies[pkg], pkg).toBeDefined()
    }
  })
})
