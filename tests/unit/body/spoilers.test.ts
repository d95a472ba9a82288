import { describe, expect, it } from 'vitest'
import { postProps } from '@/lib/pages/page-props'
import { buildSiteData } from '@/lib/content/site-data'
import { markSpoilers, SPOILER_MARK } from '@/lib/body/spoilers'
import { paragraph } from '@/scripts/lib/blocks'
import { bold, rt } from '@/scripts/lib/record-builders'
import { renderBody, rendererConfig } from '@/tests/components/render-body'
import { workspaceOf } from '@/tests/support/workspace'

const S = SPOILER_MARK

describe('markSpoilers', () => {
  it('marks the text between two tags and drops the tags', () => {
    expect(markSpoilers([['The killer is [sp]the butler[sp].']], '[sp]')).toEqual([
      ['The killer is '],
      ['the butler', [S]],
      ['.']
    ])
  })

  it('pairs tags across formatting changes, keeping the formatting', () => {
    const b = ['b'] as [string]
    expect(markSpoilers([['a [sp]b'], ['bold', [b]], ['c[sp] d']], '[sp]')).toEqual([
      ['a '],
      ['b', [S]],
      ['bold', [b, S]],
      ['c', [S]],
      [' d']
    ])
  })

  it('leaves an unpaired last tag as text, and text without tags alone', () => {
    expect(markSpoilers([['[sp]x[sp] and [sp]y']], '[sp]')).toEqual([
      ['x', [S]],
      [' and '],
      ['[sp]y']
    ])
    const plain = [['nothing here']] as [string][]
    expect(markSpoilers(plain, '[sp]')).toBe(plain)
    expect(markSpoilers([['[sp]a[sp]']], '')).toEqual([['[sp]a[sp]']])
  })
})

describe('spoilers in a rendered body', () => {
  const bodyWith = async (tag: string) => {
    const site = buildSiteData(
      workspaceOf([
        {
          title: 'Film',
          slug: 'film',
          blocks: [paragraph(rt('It ends ', bold('[sp]happily'), '[sp], of course.'))]
        }
      ]),
      { now: Date.UTC(2030, 0, 1), env: tag ? { SPOILER_TEXT_TAG: tag } : {} }
    )
    const props = await postProps(site, '/article/film')
    return renderBody(props!.post.body!, rendererConfig)
  }

  it('draws the marked text as a spoiler when SPOILER_TEXT_TAG is set', async () => {
    const html = await bodyWith('[sp]')
    expect(html).toMatch(/<span class="notion-spoiler">(<b>)?happily/)
    expect(html).not.toContain('[sp]')
  })

  it('leaves the text as written when it is not', async () => {
    const html = await bodyWith('')
    expect(html).not.toContain('notion-spoiler')
    expect(html).toContain('[sp]')
  })
})
