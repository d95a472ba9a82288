// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { FeatureTabs } from '@/components/landing/FeatureTabs'
import { act, mount } from '@/tests/components/site-extras/dom'

const tabs = [
  { title: 'Write', text: 'In Notion', image: '/a.svg', imageAlt: 'A' },
  { title: 'Build', text: 'Static', image: '/b.svg', imageAlt: 'B' },
  { title: 'Ship', image: 'javascript:alert(1)' }
]

const visibleImage = (host: HTMLElement) =>
  host.querySelector('[role="tabpanel"]:not([hidden]) img')?.getAttribute('src') ?? null

describe('FeatureTabs', () => {
  it('server-renders every panel, the first shown, with tab slots', () => {
    const html = renderToStaticMarkup(
      <FeatureTabs
        tabs={tabs}
        label="Features"
        classes={{ active: 'ring-2', image: 'drop-shadow-xl' }}
      />
    )
    expect(html.match(/role="tab"/g)).toHaveLength(3)
    expect(html.match(/role="tabpanel"/g)).toHaveLength(3)
    expect(html.match(/hidden=""/g)).toHaveLength(2)
    expect(html).toMatch(/aria-selected="true"[^>]*class="[^"]*ring-2/)
    expect(html).toContain('src="/b.svg"')
    expect(html).not.toContain('javascript')
  })

  it('switches the illustration on click and with the arrow, Home and End keys', () => {
    const host = mount(<FeatureTabs tabs={tabs} label="Features" />)
    const tabEls = host.querySelectorAll<HTMLButtonElement>('[role="tab"]')
    expect(visibleImage(host)).toBe('/a.svg')
    act(() => tabEls[1]!.click())
    expect(visibleImage(host)).toBe('/b.svg')
    expect(tabEls[1]!.getAttribute('aria-selected')).toBe('true')
    const key = (k: string) =>
      act(() => {
        document.activeElement?.dispatchEvent(
          new KeyboardEvent('keydown', { key: k, bubbles: true })
        )
      })
    tabEls[1]!.focus()
    key('ArrowUp')
    expect(visibleImage(host)).toBe('/a.svg')
    expect(document.activeElement).toBe(tabEls[0])
    key('ArrowLeft')
    expect(document.activeElement).toBe(tabEls[2])
    key('Home')
    key('ArrowDown')
    expect(visibleImage(host)).toBe('/b.svg')
    key('End')
    expect(tabEls[2]!.getAttribute('tabindex')).toBe('0')
    expect(tabEls[0]!.getAttribute('tabindex')).toBe('-1')
  })

  it('renders nothing without titled tabs', () => {
    expect(renderToStaticMarkup(<FeatureTabs tabs={[]} label="F" />)).toBe('')
    expect(
      renderToStaticMarkup(<FeatureTabs tabs={[{ title: ' ', image: '/a' }]} label="F" />)
    ).toBe('')
  })
})
