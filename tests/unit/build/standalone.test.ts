import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { completeStandalone, standaloneCopies } from '@/lib/build/standalone'

const write = (file: string, text = 'x') => {
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, text)
}

describe('completeStandalone', () => {
  it('copies public/, the static files, the Notion cache and the workspace record beside server.js', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'np-standalone-'))
    const dist = path.join(root, '.next-x')
    write(path.join(dist, 'standalone', 'server.js'))
    write(path.join(root, 'public', 'favicon.ico'), 'icon')
    write(path.join(dist, 'static', 'chunks', 'a.js'), 'chunk')
    write(path.join(dist, 'cache', 'notion', 'page.json'), 'page')
    write(path.join(dist, 'cache', 'turbopack', 'big'), 'not shipped')
    write(path.join(dist, 'notionpress-workspace.json'), '{}')
    expect(completeStandalone(dist, root)).toBe(true)
    const inner = path.join(dist, 'standalone', '.next-x')
    expect(readFileSync(path.join(dist, 'standalone', 'public', 'favicon.ico'), 'utf8')).toBe(
      'icon'
    )
    expect(readFileSync(path.join(inner, 'static', 'chunks', 'a.js'), 'utf8')).toBe('chunk')
    expect(readFileSync(path.join(inner, 'cache', 'notion', 'page.json'), 'utf8')).toBe('page')
    expect(existsSync(path.join(inner, 'notionpress-workspace.json'))).toBe(true)
    expect(existsSync(path.join(inner, 'cache', 'turbopack'))).toBe(false)
  })

  it('does nothing without a standalone server (STANDALONE=false, an export)', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'np-standalone-'))
    expect(completeStandalone(path.join(root, '.next'), root)).toBe(false)
    expect(standaloneCopies(path.join(root, '.next'), root)).toHaveLength(4)
  })
})
