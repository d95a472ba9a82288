import { describe, expect, it } from 'vitest'
import { postProps } from '@/lib/pages/page-props'
import { buildSiteData } from '@/lib/content/site-data'
import type { PreparedBlocks } from '@/lib/body/types'
import { code } from '@/scripts/lib/blocks'
import { workspaceOf } from '@/tests/support/workspace'
import { renderBody, rendererConfig } from '@/tests/components/render-body'

const LONG = Array.from({ length: 20 }, (_, i) => `const line${i + 1} = ${i + 1}`).join('\n')

async function bodyOf(blocks: ReturnType<typeof code>[]): Promise<PreparedBlocks> {
  const site = buildSiteData(workspaceOf([{ title: 'Code', slug: 'code', blocks }]), {
    now: Date.UTC(2030, 0, 1)
  })
  const props = await postProps(site, '/article/code')
  if (!props?.post.body) throw new Error('no body')
  return props.post.body
}

describe('code blocks', () => {
  it('draw window dots, line numbers outside the copied text, and fold long code', async () => {
    const html = await renderBody(await bodyOf([code('TypeScript', LONG)]))
    expect(html).toMatch(/<span aria-hidden="true" class="[^"]*dots/)
    const gutter = html.match(/<span aria-hidden="true" class="[^"]*gutter[^"]*">([^<]*)<\/span>/)
    expect(gutter?.[1]?.split('\n')).toEqual(Array.from({ length: 20 }, (_, i) => String(i + 1)))
    expect(html).toMatch(/<button type="button" class="[^"]*fold[^"]*" aria-expanded="true"/)
    expect(html).toContain('Show less')
    expect(html).not.toContain('data-folded')
  })

  it('start folded when CODE_COLLAPSE_EXPAND_DEFAULT is off; short code never folds', async () => {
    const body = await bodyOf([code('TypeScript', LONG), code('TypeScript', 'const short = 1')])
    const html = await renderBody(body, { ...rendererConfig, CODE_COLLAPSE_EXPAND_DEFAULT: false })
    expect(html.match(/data-folded="true"/g)).toHaveLength(1)
    expect(html).toContain('Show all 20 lines')
    expect(html.match(/aria-controls=/g)).toHaveLength(1)
  })

  it('have none of it when the settings say so', async () => {
    const html = await renderBody(await bodyOf([code('TypeScript', LONG)]), {
      ...rendererConfig,
      CODE_MAC_BAR: false,
      CODE_LINE_NUMBERS: false,
      CODE_COLLAPSE: false
    })
    expect(html).not.toMatch(/dots|gutter|aria-expanded/)
    expect(html).toContain('line20')
  })

  it('in the Mermaid language render as code on the server, ready to be drawn', async () => {
    const diagram = 'graph TD\n  A[Notion] --> B[Site]'
    const body = await bodyOf([code('Mermaid', diagram)])
    const html = await renderBody(body)
    expect(html).toMatch(/<div class="[^"]+" data-part="mermaid">/)
    expect(html.replace(/<[^>]+>/g, '')).toContain('A[Notion] --> B[Site]')
    const noScript = await renderBody(body, { ...rendererConfig, MERMAID_CDN: '' })
    expect(noScript).not.toContain('data-part="mermaid"')
  })
})

describe('images', () => {
  it('get a shadow only with IMG_SHADOW', async () => {
    const body = await bodyOf([code('TypeScript', 'const x = 1')])
    expect(await renderBody(body, { ...rendererConfig, IMG_SHADOW: true })).toMatch(/imgShadow/)
    expect(await renderBody(body)).not.toMatch(/imgShadow/)
  })
})
