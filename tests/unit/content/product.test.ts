import { describe, expect, it } from 'vitest'
import { productOf } from '@/lib/content/product'

describe('productOf', () => {
  it('reads a price and a call to action', () => {
    expect(
      productOf({ ext: { price: ' €120 ', cta: { label: 'Order', url: 'https://shop.test/a' } } })
    ).toEqual({ price: '€120', cta: { label: 'Order', url: 'https://shop.test/a' } })
  })

  it('accepts a numeric price and a price alone', () => {
    expect(productOf({ ext: { price: 45 } })).toEqual({ price: '45', cta: null })
  })

  it('drops an unsafe or incomplete call to action', () => {
    expect(
      productOf({ ext: { price: '€5', cta: { label: 'Go', url: 'javascript:alert(1)' } } })
    ).toEqual({ price: '€5', cta: null })
    expect(productOf({ ext: { cta: { url: 'https://shop.test' } } })).toBeNull()
    expect(productOf({ ext: { cta: 'https://shop.test' } })).toBeNull()
  })

  it('is null without ext or with nothing usable in it', () => {
    expect(productOf({ ext: null })).toBeNull()
    expect(productOf({ ext: { href: '/game', price: ['x'] } })).toBeNull()
    expect(productOf({ ext: { price: '   ' } })).toBeNull()
  })

  it('caps long texts', () => {
    expect(productOf({ ext: { price: 'x'.repeat(500) } })?.price).toHaveLength(80)
  })
})
