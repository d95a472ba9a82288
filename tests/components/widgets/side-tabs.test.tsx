import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SideTabs } from '@/components/widgets/SideTabs'

const tab = (id: string, content: ReactNode) => ({ id, label: id.toUpperCase(), content })

describe('SideTabs', () => {
  it('renders every panel, the chosen one visible, with linked tab and panel ids', () => {
    const html = renderToStaticMarkup(
      <SideTabs tabs={[tab('toc', <p>contents</p>), tab('about', <p>me</p>)]} initial="about" />
    )
    expect(html).toMatch(/role="tab"[^>]*data-tab="toc" aria-selected="false"[^>]*tabindex="-1"/)
    expect(html).toMatch(/role="tab"[^>]*data-tab="about" aria-selected="true"[^>]*tabindex="0"/)
    expect(html).toMatch(/role="tabpanel"[^>]*hidden=""[^>]*><p>contents<\/p>/)
    expect(html).toMatch(/role="tabpanel"(?![^>]*hidden)[^>]*><p>me<\/p>/)
    const controls = [...html.matchAll(/aria-controls="([^"]+)"/g)].map((m) => m[1])
    for (const id of controls) expect(html).toContain(`id="${id}"`)
  })

  it('leaves out empty tabs and drops the tab list when one is left', () => {
    const html = renderToStaticMarkup(
      <SideTabs tabs={[tab('toc', null), tab('about', <p>me</p>)]} initial="toc" />
    )
    expect(html).toBe('<div><p>me</p></div>')
  })

  it('renders nothing without content', () => {
    expect(renderToStaticMarkup(<SideTabs tabs={[tab('toc', false)]} />)).toBe('')
  })
})
