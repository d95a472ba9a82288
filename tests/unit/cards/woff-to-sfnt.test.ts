import { readFileSync } from 'node:fs'
import path from 'node:path'
// @ts-expect-error -- subset-font's own WOFF converter (a devDependency here, untyped): the reference
import fontverter from 'fontverter'
import { describe, expect, it } from 'vitest'
import { woffToSfnt } from '@/lib/cards/woff-to-sfnt'

const fontFile = (pkg: string, file: string) =>
  readFileSync(path.join('node_modules', '@fontsource', pkg, 'files', file))

describe('woffToSfnt', () => {
  it('unwraps a WOFF font byte for byte as subset-font does (a Latin and a CJK slice)', async () => {
    for (const woff of [
      fontFile('noto-sans', 'noto-sans-latin-700-normal.woff'),
      fontFile('noto-sans-sc', 'noto-sans-sc-100-400-normal.woff')
    ]) {
      const reference = (await fontverter.convert(woff, 'truetype')) as Buffer
      expect(Buffer.compare(woffToSfnt(woff), reference)).toBe(0)
    }
  })

  it('returns anything else as it is', () => {
    const sfnt = woffToSfnt(fontFile('noto-sans', 'noto-sans-latin-400-normal.woff'))
    expect(woffToSfnt(sfnt)).toBe(sfnt)
    const short = Buffer.from('wOF')
    expect(woffToSfnt(short)).toBe(short)
  })
})
