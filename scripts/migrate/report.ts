/** The migration's two texts: the .env file it writes and the report it prints. */
import { formatEnvValue } from './env-file'
import type { Migration } from './map-checkout'
import type { Checkout } from './read-checkout'

export function renderEnvFile(checkout: Checkout, migration: Migration, source: string): string {
  const lines = [
    '# NotionPress settings converted from NotionNext by `npm run migrate`',
    `# from ${source}${checkout.version ? ` (NotionNext ${checkout.version})` : ''}.`,
    '# Every setting, its type and default: docs/configuration.md.',
    ''
  ]
  for (const w of migration.written) {
    const origin = w.name === w.key ? w.from : `${w.from}, NotionNext's ${w.name}`
    lines.push(
      `# ${origin}${w.note ? `; ${w.note}` : ''}`,
      `${w.envName}=${formatEnvValue(w.text)}`
    )
  }
  return `${lines.join('\n')}\n`
}

const shown = (w: Migration['written'][number]) =>
  w.secret ? '(secret, not shown)' : w.text.length > 70 ? `${w.text.slice(0, 67)}...` : w.text

export function renderReport(
  checkout: Checkout,
  migration: Migration,
  output: { path: string | null; note?: string }
): string {
  const { written, defaults, unmapped, envNames } = migration
  const out: string[] = []
  const section = (title: string, count: number) => out.push('', `${title} (${count}):`)
  out.push(
    `NotionNext${checkout.version ? ` ${checkout.version}` : ''} at ${checkout.root}`,
    `Read: ${checkout.files.join(', ') || 'nothing'}`,
    `Environment files: ${checkout.envFiles.join(', ') || 'none'}`
  )
  if (checkout.problems.length) {
    section('Could not read (their settings are not in the output)', checkout.problems.length)
    for (const problem of checkout.problems) out.push(`  ${problem}`)
  }
  section(`Mapped and written${output.path ? ` to ${output.path}` : ''}`, written.length)
  for (const w of written) {
    const renamed = w.name === w.key ? '' : ` (NotionNext: ${w.name})`
    const variable = w.envName === w.key ? '' : ` as ${w.envName}`
    out.push(
      `  ${w.key}=${shown(w)}${renamed}${variable}  [${w.from}]${w.note ? ` ${w.note}` : ''}`
    )
  }
  section("Mapped, already NotionPress's default (not written)", defaults.length)
  for (const d of defaults)
    out.push(`  ${d.key}${d.name === d.key ? '' : ` (NotionNext: ${d.name})`}  [${d.from}]`)
  section('Not mapped', unmapped.length)
  for (const u of unmapped) out.push(`  ${u.name}  [${u.from}]: ${u.why}`)
  section('NotionNext environment names found in .env files', envNames.length)
  for (const e of envNames) out.push(`  ${e.name}  [${e.file}:${e.line}]: ${e.meaning}`)
  if (output.note) out.push('', output.note)
  return `${out.join('\n')}\n`
}
