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

describe('the Notion column', () => {
  const docs = renderConfigDocs()
  const notionOf = (name: string) =>
    new RegExp(
      `^\\| \`${name}\` \\|.*\\| (yes|no|with \`ALLOW_NOTION_SCRIPTS\`) \\|[^|]*\\|$`,
      'm'
    ).exec(docs)?.[1]

  it('says what resolveThemeConfig does: theme settings yes unless a key says no', () => {
    expect(notionOf('PROXIO_CTA_TITLE')).toBe('yes')
    expect(notionOf('PROXIO_POST_REDIRECT_URL')).toBe('no')
    expect(notionOf('GAME_FRAME_HOSTS')).toBe('no')
  })

  it('keeps site settings no unless a key says yes', () => {
    expect(notionOf('LINK')).toBe('no')
    expect(notionOf('TITLE')).toBe('yes')
    expect(notionOf('CUSTOM_EXTERNAL_JS')).toBe('with `ALLOW_NOTION_SCRIPTS`')
  })
})
