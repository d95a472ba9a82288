import { isValidElement, type ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { highlight } from '@/lib/search/highlight'

describe('highlight', () => {
  it('returns text and React span elements, never an HTML string', () => {
    const parts = highlight('Before the Fog Lifts', 'fog')
    expect(parts[0]).toBe('Before the ')
    const span = parts[1] as ReactElement<{ children: string; className: string }>
    expect(isValidElement(span)).toBe(true)
    expect(span.props.children).toBe('Fog')
    expect(span.props.className).toContain('decoration-dashed')
    expect(parts[2]).toBe(' Lifts')
  })
  it('treats HTML-looking text and queries as text', () => {
    const query = '<img src=x onerror=alert(1)>'
    const html = renderToStaticMarkup(<p>{highlight(`search for ${query} here`, query)}</p>)
    expect(html).not.toContain('<img')
    expect(html).toContain('&lt;<span')
    expect(html).toContain('>img</span>')
    expect(html).toContain('>onerror</span>')
  })
  it('leaves text without matches untouched', () => {
    expect(highlight('nothing here', 'fog')).toEqual(['nothing here'])
    expect(highlight('nothing here', '   ')).toEqual(['nothing here'])
  })
})
