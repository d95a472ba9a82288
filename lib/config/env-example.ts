import type { KeySpec } from '@/lib/config/define'
import { configSlices } from '@/lib/config/config-slices'
import { envNamesOf } from '@/lib/config/resolve-keys'

const HEADER = [
  '# Environment variables NotionPress reads: every setting of conf/ under each name it answers to.',
  '# Generated from conf/*.config.ts by `npm run docs:config`. Do not edit by hand.',
  '#',
  '# Copy what you need into .env (git-ignored; Next.js loads it) or into your host’s settings,',
  '# and uncomment it. Every line here is commented out on purpose: a variable that is set wins',
  '# over the Notion Config table, so a copied default would pin it. An unset or empty one keeps',
  '# the default shown (from conf/) or the Notion table’s value. Secrets show no default.',
  '#',
  '# A static export reads them at build time only. A server reads them at build time and again',
  '# when it runs (pages regenerate with the running server’s values), except the build switches',
  '# BASE_PATH, EXPORT and STANDALONE, which only a build reads. `next start` and the standalone',
  '# server also honour PORT and HOSTNAME (Next.js’s own, not settings of this site).',
  '#',
  '# Where a setting answers to several names, the first one set wins, in the order shown.',
  '# Types, ranges and what the Notion table may set: docs/configuration.md.',
  ''
]

/** One line: comments cannot span lines, and a value must stay on its `NAME=` line. */
const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ')

function valueOf(spec: KeySpec<unknown>): string {
  if (spec.secret) return ''
  const value = spec.default
  if (typeof value === 'string') return oneLine(value)
  if (spec.kind === 'list' && Array.isArray(value)) return value.join(',')
  return JSON.stringify(value)
}

/** `.env.example`, generated from conf/ so it names exactly the variables the engine reads. */
export function renderEnvExample(): string {
  const lines = [...HEADER]
  for (const { file, keys, isPublic } of configSlices()) {
    lines.push(`# ---- ${file} (${isPublic ? 'public' : 'server only'}) ----`, '')
    for (const [name, spec] of Object.entries(keys)) {
      const [first = name, ...others] = envNamesOf(name, spec)
      const also = others.length ? ` Also read as ${others.join(', ')}.` : ''
      lines.push(`# ${oneLine(spec.doc)}${also}`, `# ${first}=${valueOf(spec)}`, '')
    }
  }
  return lines.join('\n')
}
