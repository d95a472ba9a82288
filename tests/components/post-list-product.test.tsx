import { beforeAll, describe, expect, it } from 'vitest'
import { CoverBand } from '@/components/hero/CoverBand'
import { ProductCard } from '@/components/post-list/ProductCard'
import type { SiteProps } from '@/lib/theme/props'
import type { PostSummary } from '@/lib/content/types'
import { renderWidget, widgetSite } from '@/tests/components/widgets/site'

let site: SiteProps

beforeAll(() => {
  site = widgetSite()
})

const aPost = (ext: PostSummary['ext']): PostSummary => {
  if (!site.notice) throw new Error('the widget site has a notice')
  return { ...site.notice.post, title: 'Lamp', href: '/article/lamp', category: 'Lights', ext }
}

describe('ProductCard', () => {
  it('draws the square cover link, the title, the price and the call to action', () => {
    const post = aPost({ price: '€30', cta: { label: 'Buy', url: 'https://shop.example.com' } })
    const html = renderWidget(
      site,
      <ProductCard
        post={post}
        cover="https://images.example.com/lamp.jpg"
        priceLabel="Price"
        index={1}
        classes={{ price: 'text-red' }}
      />
    )
    expect(html).toMatch(/data-card="product" data-product=""/)
    expect(html).toMatch(/tabindex="-1" aria-hidden="true" data-part="cover"/)
    expect(html).toContain('loading="lazy"')
    expect(html).toMatch(
      /data-part="price" class="[^"]*text-red[^"]*"><span class="sr-only">Price: <\/span>€30/
    )
    expect(html).toMatch(
      /href="https:\/\/shop.example.com" target="_blank" rel="noopener noreferrer" data-part="cta"/
    )
  })

  it('draws no offer without a product in ext, and a blank square without a cover', () => {
    const html = renderWidget(
      site,
      <ProductCard post={aPost({ href: '/x' })} cover={null} priceLabel="Price" index={0} />
    )
    expect(html).not.toContain('data-product=')
    expect(html).not.toContain('data-part="offer"')
    expect(html).not.toContain('<img')
  })
})

describe('CoverBand', () => {
  it('draws the cover under the veil, the category chip and the title as the heading', () => {
    const post = { ...aPost(null), cover: 'https://images.example.com/lamp.jpg' }
    const html = renderWidget(
      site,
      <CoverBand post={post} classes={{ veil: 'bg-black/60', category: 'bg-red-700' }}>
        <p>meta</p>
      </CoverBand>
    )
    expect(html).toContain('data-post-hero=""')
    expect(html).toMatch(/data-part="veil" class="absolute inset-0 bg-black\/60"/)
    expect(html).toMatch(/data-part="category" class="[^"]*bg-red-700" href="\/category\/Lights"/)
    expect(html).toMatch(/<h1[^>]*>Lamp<\/h1><p>meta<\/p>/)
  })
})
