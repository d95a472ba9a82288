import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { schema } from '@/blog.config'
import { renderConfigDocs } from '@/lib/config/config-docs'

describe('docs/configuration.md', () => {
  const committed = readFileSync(new URL('../../../docs/configuration.md', import.meta.url), 'utf8')

  it('is up to date with conf/ (run `npm run docs:config`)', () => {
    expect(committed).toBe(renderConfigDocs())
  })

  it('documents every setting', () => {
    for (const name of Object.keys(schema)) expect(committed).toContain(`| \`${name}\` |`)
  })
})
