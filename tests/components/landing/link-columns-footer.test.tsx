import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { LinkColumnsFooter } from '@/components/landing/LinkColumnsFooter'

const groups = [
  {
    name: 'Product',
    links: [
      { title: 'Features', href: '#features' },
      { title: 'Docs', href: '/docs' },
      { title: 'GitHub', href: 'https://github.com/x' },
      { title: 'Evil', href: 'javascript:alert(1)' }
    ]
  },
  { name: 'Empty', links: [{ title: 'Bad', href: 'data:text/html,x' }] }
]

describe('LinkColumnsFooter', () => {
  it('renders named columns of safe links, external ones in a new tab, lead and bottom row', () => {
    const html = renderToStaticMarkup(
      <LinkColumnsFooter
        label="Footer"
        groups={groups}
        lead={<p>Logo</p>}
        classes={{ heading: 'uppercase', link: 'text-sm' }}
      >
        <p>© 2026</p>
      </LinkColumnsFooter>
    )
    expect(html).toContain('<nav aria-label="Footer"')
    expect(html).toMatch(/<h2 data-part="heading" class="[^"]*uppercase[^"]*">Product<\/h2>/)
    expect(html.match(/data-part="group"/g)).toHaveLength(1)
    expect(html).toContain('href="#features"')
    expect(html).toContain('href="/docs"')
    expect(html).toContain('href="https://github.com/x" target="_blank" rel="noopener noreferrer"')
    expect(html).not.toContain('Evil')
    expect(html).not.toContain('Empty')
    expect(html).toContain('<p>Logo</p>')
    expect(html).toContain('© 2026')
  })

  it('renders nothing without any column, lead or bottom row', () => {
    expect(renderToStaticMarkup(<LinkColumnsFooter label="F" groups={[]} />)).toBe('')
    expect(renderToStaticMarkup(<LinkColumnsFooter label="F" groups={[groups[1]!]} />)).toBe('')
  })
})
