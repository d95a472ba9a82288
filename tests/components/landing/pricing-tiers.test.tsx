import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PricingTiers } from '@/components/landing/PricingTiers'

const tiers = [
  {
    title: 'Free',
    price: '0',
    currency: '$',
    period: '/month',
    features: 'One site, Demo themes,, '
  },
  {
    title: 'Pro',
    price: '9',
    currency: '$',
    header: 'For writers',
    features: ['Every theme', 'Search'],
    tag: 'Popular',
    button: { text: 'Buy', href: 'https://shop.example' }
  },
  { title: 'Team', price: '29', features: 'A, B, C', button: { text: 'Bad', href: 'vbscript:x' } }
]

describe('PricingTiers', () => {
  it('renders each tier with its price, comma-list features, tag and button', () => {
    const html = renderToStaticMarkup(
      <PricingTiers tiers={tiers} classes={{ featured: 'scale-105' }} />
    )
    expect(html.match(/data-part="tier"/g)).toHaveLength(3)
    expect(html.match(/data-part="feature"/g)).toHaveLength(7)
    expect(html).toContain('One site</li>')
    expect(html).toContain('>Popular</p>')
    expect(html).toMatch(/data-featured="" class="[^"]*scale-105/)
    expect(html).toContain('>/month</span>')
    expect(html).toContain('href="https://shop.example"')
    expect(html).not.toContain('vbscript')
    expect(html).not.toContain('>Bad<')
  })

  it('renders nothing without titled tiers', () => {
    expect(renderToStaticMarkup(<PricingTiers tiers={[]} />)).toBe('')
  })
})
