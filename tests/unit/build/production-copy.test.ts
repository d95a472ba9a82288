import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { makeProductionCopy, productionPackages } from '../../../scripts/lib/production-copy'

describe('productionPackages', () => {
  it('keeps what --omit=dev keeps: every package not marked dev, each folder once', () => {
    const lock = {
      packages: {
        '': {},
        'node_modules/next': {},
        'node_modules/next/node_modules/postcss': {},
        'node_modules/vitest': { dev: true },
        'node_modules/vitest/node_modules/vite': { dev: true },
        'node_modules/playwright': { devOptional: true },
        'node_modules/local': { link: true }
      }
    }
    expect(productionPackages(lock)).toEqual(['node_modules/next', 'node_modules/playwright'])
  })
})

describe('makeProductionCopy', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'np-copy-root-'))
  const copy = path.join(tmpdir(), `np-copy-${path.basename(root)}`)
  afterAll(() => {
    rmSync(root, { recursive: true, force: true })
    rmSync(copy, { recursive: true, force: true })
  })

  it('copies the project without build output and links only production packages', () => {
    const write = (file: string, text = '') => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      writeFileSync(path.join(root, file), text)
    }
    write('package.json', '{}')
    write('lib/a.ts', 'export const a = 1')
    write('.next/BUILD_ID', 'x')
    write('out/index.html')
    write('tools/node_modules/lighthouse/index.js')
    write('node_modules/kept/index.js', 'kept')
    write('node_modules/kept/bin.js')
    write('node_modules/dev-only/bin.js')
    write(
      'package-lock.json',
      JSON.stringify({
        packages: {
          'node_modules/kept': {},
          'node_modules/dev-only': { dev: true },
          'node_modules/other-platform': { optional: true }
        }
      })
    )
    mkdirSync(path.join(root, 'node_modules/.bin'))
    symlinkSync('../kept/bin.js', path.join(root, 'node_modules/.bin/kept'))
    symlinkSync('../dev-only/bin.js', path.join(root, 'node_modules/.bin/dev-only'))

    expect(makeProductionCopy(root, copy)).toEqual({ packages: 1 })
    expect(readFileSync(path.join(copy, 'lib/a.ts'), 'utf8')).toBe('export const a = 1')
    expect(readFileSync(path.join(copy, 'node_modules/kept/index.js'), 'utf8')).toBe('kept')
    expect(existsSync(path.join(copy, 'node_modules/.bin/kept'))).toBe(true)
    for (const left of [
      '.next',
      'out',
      'tools/node_modules',
      'node_modules/dev-only',
      'node_modules/.bin/dev-only'
    ])
      expect(existsSync(path.join(copy, left)), left).toBe(false)
  })
})
