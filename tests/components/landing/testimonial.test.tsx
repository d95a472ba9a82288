import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Testimonial } from '@/components/landing/Testimonial'
import { TestimonialCards } from '@/components/landing/TestimonialCards'

const item = {
  quote: 'It just works.',
  name: 'Ada',
  role: 'Writer',
  avatar: '/ada.svg',
  href: 'https://ada.example/',
  linkText: '@ada',
  stars: 4
}

describe('Testimonial', () => {
  it('renders the quote, avatar, name, role and a safe external link', () => {
    const html = renderToStaticMarkup(<Testimonial item={item} classes={{ quote: 'text-xl' }} />)
    expect(html).toMatch(
      /<blockquote data-part="quote" class="[^"]*text-xl[^"]*">It just works.<\/blockquote>/
    )
    expect(html).toContain('src="/ada.svg"')
    expect(html).toContain('>Ada</cite>')
    expect(html).toContain('Writer')
    expect(html).toContain('href="https://ada.example/" target="_blank" rel="noopener noreferrer"')
    expect(html).toContain('>@ada</a>')
    expect(html).not.toContain('data-part="stars"')
  })

  it('drops unsafe links and avatars, and renders nothing without a quote', () => {
    const html = renderToStaticMarkup(
      <Testimonial item={{ ...item, href: 'javascript:x', avatar: 'data:image/png;base64,x' }} />
    )
    expect(html).not.toContain('javascript')
    expect(html).not.toContain('<img')
    expect(renderToStaticMarkup(<Testimonial item={{ ...item, quote: '' }} />)).toBe('')
  })
})

describe('TestimonialCards', () => {
  it('renders a card per quote, with stars when asked', () => {
    const html = renderToStaticMarkup(
      <TestimonialCards
        star
        items={[item, { ...item, name: 'Bo', stars: 9 }, { ...item, quote: '' }]}
        classes={{ card: 'bg-amber-50' }}
      />
    )
    expect(html.match(/data-part="card"/g)).toHaveLength(2)
    // An image role: aria-label is not allowed on a plain paragraph.
    expect(html).toContain('role="img" aria-label="Rated 4 out of 5"')
    expect(html).toContain('aria-label="Rated 5 out of 5"')
    expect(html).toContain('bg-amber-50')
  })

  it('renders nothing without quotes', () => {
    expect(renderToStaticMarkup(<TestimonialCards items={[]} />)).toBe('')
  })
})
