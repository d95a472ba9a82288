import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { enUS } from '@/lib/i18n/locales/en-US'

const ROOT = path.resolve(__dirname, '../../..')

/** Kept though nothing reads them yet: dictionary sections and texts the product spec names. */
const SPEC_KEYS = new Set(['COMMON.CANNOT_LOAD'])
const SPEC_SECTIONS = new Set(['MAILCHIMP', 'AI_SUMMARY'])

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (full.includes(`${path.sep}locales`)) return []
    if (statSync(full).isDirectory()) return sources(full)
    return /\.tsx?$/.test(name) ? [full] : []
  })
}

it('every en-US message key is read somewhere in the code', () => {
  const code = ['components', 'themes', 'pages', 'lib']
    .flatMap((d) => sources(path.join(ROOT, d)))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n')
  const keys = Object.entries(enUS).flatMap(([section, messages]) =>
    SPEC_SECTIONS.has(section) ? [] : Object.keys(messages).map((key) => `${section}.${key}`)
  )
  expect(keys.length).toBeGreaterThan(50)
  const unused = keys.filter(
    (k) => !SPEC_KEYS.has(k) && !new RegExp(`\\b${k.replace('.', '\\.')}\\b`).test(code)
  )
  expect(unused).toEqual([])
})
