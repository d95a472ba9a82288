import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { FeatureGrid } from '@/components/landing/FeatureGrid'

describe('FeatureGrid', () => {
  it('renders a card per titled item with a named icon, an image icon and a button', () => {
    const html = renderToStaticMarkup(
      <FeatureGrid
        items={[
          { title: 'Fast', text: 'Static pages', icon: 'bolt' },
          { title: 'Yours', icon: '/logo.svg', button: { text: 'More', href: '/more' } },
          { title: 'Odd', icon: 'javascript:alert(1)' },
          { title: ' ' }
        ]}
        classes={{ item: 'bg-sky-50', title: 'text-sky-900' }}
      />
    )
    expect(html.match(/data-part="item"/g)).toHaveLength(3)
    expect(html).toMatch(/<li data-part="item" class="[^"]*bg-sky-50/)
    expect(html).toMatch(/<h3 data-part="title" class="[^"]*text-sky-900[^"]*">Fast<\/h3>/)
    expect(html).toContain('<svg viewBox="0 0 24 24"')
    expect(html).toContain('src="/logo.svg"')
    expect(html).toContain('href="/more">More</a>')
    expect(html).not.toContain('javascript')
    expect(html.match(/data-part="icon"/g)).toHaveLength(2)
  })

  it('renders nothing without items', () => {
    expect(renderToStaticMarkup(<FeatureGrid items={[]} />)).toBe('')
  })
})
