/**
 * `npm run migrate -- <NotionNext checkout or its blog.config.js> [--out <file>] [--dry-run]`:
 * reads NotionNext's settings without running its files and writes the NotionPress equivalent
 * as environment variables (default `.env.local`, never overwritten: `.env.notionnext` when it
 * exists), then prints what it mapped, what it could not and why, and the .env names it found.
 * Exits 1 when a config file could not be read (the rest is still written).
 */
import { existsSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { mapCheckout } from './map-checkout'
import { CheckoutError, readCheckout } from './read-checkout'
import { renderEnvFile, renderReport } from './report'

interface Options {
  input: string
  out: string
  dryRun: boolean
}

const USAGE =
  'usage: npm run migrate -- <NotionNext checkout or its blog.config.js> [--out <file>] [--dry-run]'

export function parseArgs(argv: readonly string[]): Options | string {
  const rest = [...argv]
  let out = '.env.local'
  let dryRun = false
  const inputs: string[] = []
  while (rest.length) {
    const arg = rest.shift() ?? ''
    if (arg === '--dry-run') dryRun = true
    else if (arg === '--out') {
      const next = rest.shift()
      if (!next) return `--out needs a file name. ${USAGE}`
      out = next
    } else if (arg.startsWith('--')) return `unknown option ${arg}. ${USAGE}`
    else inputs.push(arg)
  }
  if (inputs.length !== 1) return USAGE
  return { input: inputs[0] ?? '', out, dryRun }
}

/** Runs the migration; returns the exit code. `cwd` is the NotionPress checkout. */
export function runMigration(argv: readonly string[], cwd: string, print: (text: string) => void) {
  const options = parseArgs(argv)
  if (typeof options === 'string') {
    print(options)
    return 2
  }
  let checkout
  try {
    checkout = readCheckout(path.resolve(cwd, options.input))
  } catch (error) {
    if (!(error instanceof CheckoutError)) throw error
    print(error.message)
    return 1
  }
  const migration = mapCheckout(checkout)
  let target: string | null = null
  let note: string | undefined
  if (!options.dryRun) {
    target = options.out
    if (existsSync(path.resolve(cwd, target))) {
      const taken = target
      target = '.env.notionnext'
      note = `${taken} exists and was left alone: copy the lines you want from ${target} into it (Next.js does not load ${target}).`
    }
    writeFileSync(path.resolve(cwd, target), renderEnvFile(checkout, migration, options.input))
  }
  print(renderReport(checkout, migration, { path: target, ...(note ? { note } : {}) }))
  return checkout.problems.length ? 1 : 0
}

const isMain =
  process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)
if (isMain)
  process.exitCode = runMigration(process.argv.slice(2), process.cwd(), (t) =>
    process.stdout.write(t.endsWith('\n') ? t : `${t}\n`)
  )
