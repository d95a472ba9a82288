import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { customFileFlags, hasOwnContent } from '@/lib/build/custom-files'

describe('custom files', () => {
  it('count only what is not a comment or blank', () => {
    expect(hasOwnContent('/* Your own styles */\n\n')).toBe(false)
    expect(hasOwnContent('// Your own script\n  // more\n')).toBe(false)
    expect(hasOwnContent('/* a */ body { color: red }')).toBe(true)
    expect(hasOwnContent('console.log("hi") // note')).toBe(true)
  })

  it('flag the shipped starter files as empty and an edited one as linked', () => {
    expect(customFileFlags(path.resolve('public'))).toEqual({
      NOTIONPRESS_CUSTOM_CSS: '',
      NOTIONPRESS_CUSTOM_JS: ''
    })
    const dir = mkdtempSync(path.join(tmpdir(), 'custom-files-'))
    mkdirSync(path.join(dir, 'css'))
    writeFileSync(path.join(dir, 'css', 'custom.css'), 'a { color: red }')
    expect(customFileFlags(dir)).toEqual({ NOTIONPRESS_CUSTOM_CSS: '1', NOTIONPRESS_CUSTOM_JS: '' })
  })
})
