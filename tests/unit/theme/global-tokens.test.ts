import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'

const ROOT = path.resolve(__dirname, '../../..')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sources(full)
    return /\.(tsx?|css)$/.test(name) ? [full] : []
  })
}

it('every colour token in styles/globals.css is used outside its declaration', () => {
  const globals = readFileSync(path.join(ROOT, 'styles/globals.css'), 'utf8')
  const tokens = [...globals.matchAll(/--color-([\w-]+):/g)].map((m) => m[1])
  expect(tokens.length).toBeGreaterThan(0)
  const code = ['components', 'themes', 'pages', 'styles']
    .flatMap((d) => sources(path.join(ROOT, d)))
    .map((f) => readFileSync(f, 'utf8').replace(/--color-[\w-]+:[^;]*;/g, ''))
    .join('\n')
  const unused = tokens.filter((t) => !new RegExp(`-${t}(?![\\w-])`).test(code))
  expect(unused).toEqual([])
})
