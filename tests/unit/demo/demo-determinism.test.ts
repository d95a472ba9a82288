import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { generateContent } from '@/scripts/demo/generate'
import { DEMO_DIR } from '@/tests/unit/demo/read-demo'

const out = mkdtempSync(path.join(tmpdir(), 'demo-'))
afterAll(() => rmSync(out, { recursive: true, force: true }))

const files = (dir: string) => [
  'workspace.json',
  ...readdirSync(path.join(dir, 'pages'))
    .sort()
    .map((f) => `pages/${f}`)
]

describe('demo generation', () => {
  it('regenerates content/demo byte for byte', async () => {
    await generateContent(out)
    expect(files(out)).toEqual(files(DEMO_DIR))
    for (const file of files(DEMO_DIR))
      expect(
        readFileSync(path.join(out, file)).equals(readFileSync(path.join(DEMO_DIR, file))),
        file
      ).toBe(true)
  })
})
