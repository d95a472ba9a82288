import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SectionHeading } from '@/components/landing/SectionHeading'

describe('SectionHeading', () => {
  it('draws the title at the asked level and each line of text, with slot classes', () => {
    const html = renderToStaticMarkup(
      <SectionHeading
        as="h3"
        title="Built for writers"
        text={['First line', '  ', 'Second line']}
        classes={{ title: 'text-blue-900', text: 'text-lg' }}
      />
    )
    expect(html).toMatch(
      /<h3 data-part="title" class="[^"]*text-blue-900[^"]*">Built for writers<\/h3>/
    )
    expect(html.match(/data-part="text"/g)).toHaveLength(2)
    expect(html).toContain('Second line')
  })

  it('renders nothing without a title or text, and text as text', () => {
    expect(renderToStaticMarkup(<SectionHeading title="  " text={[]} />)).toBe('')
    const html = renderToStaticMarkup(<SectionHeading title="<b>x</b>" />)
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;')
  })
})
