/**
 * docs/architecture.md matches the code: its folder list names every top-level folder and every
 * folder of lib/ (no more, no fewer), and each import its table says lint refuses is refused,
 * as a static import and as `import()`.
 */
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const ROOT = path.resolve(__dirname, '../../..')
const DOC = readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8')
const RULES = new Set(['no-restricted-imports', 'layers/import-expressions'])

/** The lines of one `## ` section. */
function section(title: string): string[] {
  const start = DOC.indexOf(`\n## ${title}\n`)
  if (start < 0) throw new Error(`docs/architecture.md has no "## ${title}" section`)
  const rest = DOC.slice(start + title.length + 5)
  const end = rest.indexOf('\n## ')
  return (end < 0 ? rest : rest.slice(0, end)).split('\n')
}

/** Folders git ignores (build output, caches) are not the project's. */
const IGNORED = readFileSync(path.join(ROOT, '.gitignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim().replace(/^\//, '').replace(/\/$/, ''))
  .filter((line) => line && !line.includes('*'))

const folders = (dir: string) =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('.') && !IGNORED.includes(e.name))
    .map((e) => (dir ? `${dir}/${e.name}/` : `${e.name}/`))
    .sort()

const listed = section('Folders')
  .map((line) => /^- `([^`]+\/)`/.exec(line)?.[1])
  .filter((folder): folder is string => folder !== undefined)

const refused = section('Refused imports')
  .map((line) => /^\|\s*`([^`]+)`\s*\|\s*`([^`]+)`\s*\|$/.exec(line))
  .filter((m): m is RegExpExecArray => m !== null)
  .map(([, file, source]) => ({ file: file as string, source: source as string }))

describe('docs/architecture.md', () => {
  it('lists every top-level folder', () => {
    const inLib = (f: string) => f.startsWith('lib/') && f !== 'lib/'
    expect(listed.filter((f) => !inLib(f)).sort()).toEqual(folders(''))
  })

  it('lists every folder of lib/', () => {
    expect(listed.filter((f) => f.startsWith('lib/') && f !== 'lib/').sort()).toEqual(
      folders('lib')
    )
  })

  describe('refused imports', () => {
    let eslint: ESLint
    beforeAll(() => {
      eslint = new ESLint({ cwd: ROOT })
    })

    it('has rows', () => expect(refused.length).toBeGreaterThan(10))

    for (const { file, source } of refused) {
      for (const code of [
        `import { x } from '${source}'`,
        `export const m = () => import('${source}')`
      ]) {
        it(`${file}: ${code}`, async () => {
          const [result] = await eslint.lintText(`${code}\n\nexport const used = x\n`, {
            filePath: file
          })
          const hits = (result?.messages ?? []).filter((m) => RULES.has(m.ruleId ?? ''))
          expect(hits.length).toBeGreaterThan(0)
        })
      }
    }
  })
})
