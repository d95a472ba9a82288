import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { configSlices } from '@/lib/config/config-slices'
import { renderEnvExample } from '@/lib/config/env-example'
import { envNamesOf } from '@/lib/config/resolve-keys'

const committed = readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8')

/** Every variable name the file offers: on `# NAME=` lines and in their "Also read as" lists. */
function namesIn(text: string): Set<string> {
  const assigned = [...text.matchAll(/^# ([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!)
  const also = [...text.matchAll(/ Also read as ([A-Z0-9_, ]+)\.$/gm)].flatMap((m) =>
    m[1]!.split(', ')
  )
  return new Set([...assigned, ...also])
}

/** Every environment variable conf/ declares a setting to be read from. */
const confNames = new Set(
  configSlices().flatMap(({ keys }) =>
    Object.entries(keys).flatMap(([name, spec]) => envNamesOf(name, spec))
  )
)

describe('.env.example', () => {
  it('is up to date with conf/ (run `npm run docs:config`)', () => {
    expect(committed).toBe(renderEnvExample())
  })

  it('names every environment variable a setting is read from, and nothing else', () => {
    const offered = namesIn(committed)
    expect([...confNames].filter((name) => !offered.has(name))).toEqual([])
    expect([...offered].filter((name) => !confNames.has(name))).toEqual([])
  })

  it('sets nothing: every line is a comment, so no default overrides the Notion table', () => {
    expect(committed.split('\n').filter((line) => line && !line.startsWith('#'))).toEqual([])
  })

  it('shows no default of a secret', () => {
    expect(committed).toMatch(/^# NOTION_TOKEN_V2=$/m)
    expect(committed).not.toMatch(/^# NEXT_PUBLIC_NOTION_TOKEN_V2=/m)
  })
})
