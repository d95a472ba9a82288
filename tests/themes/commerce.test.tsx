import { describe, expect, it } from 'vitest'
import { indexPageProps, postProps } from '../../lib/pages/page-props'
import { buildSiteData } from '../../lib/content/site-data'
import { setLogSink } from '../../lib/log'
import { paragraph } from '../../scripts/lib/blocks'
import { buildWorkspace } from '../../scripts/lib/workspace-builder'
import { renderPage } from '../support/render-page'

const product = (n: number, ext?: string) => ({
  title: `Product ${n}`,
  slug: `product-${n}`,
  category: 'Lamps',
  summary: `<b>Summary ${n}</b>`,
  date: `2024-01-${String(10 + n).padStart(2, '0')}`,
  ext,
  blocks: [paragraph(`Body ${n}`)]
})

const workspace = buildWorkspace({ seed: 'co', name: 'Shop', time: Date.UTC(2024, 0, 1) }, [
  product(1, '{"price": "€120", "cta": {"label": "Order", "url": "https://shop.example.com/1"}}'),
  product(2, '{"price": "€9", "cta": {"label": "Pwn", "url": "javascript:alert(1)"}}'),
  product(3, '{not json'),
  product(4),
  product(5)
])

function site(env: Record<string, string>, warnings: string[] = []) {
  const restore = setLogSink((_level, message) => warnings.push(message))
  const data = buildSiteData(
    { fetchedAt: '2024-06-01T00:00:00Z', ...workspace },
    { now: Date.UTC(2024, 11, 1), env: { THEME: 'commerce', SITE_LANG: 'en-US', ...env } }
  )
  restore()
  return data
}

const home = (env: Record<string, string> = {}) =>
  renderPage({ layout: 'LayoutIndex', ...indexPageProps(site(env))! })

async function sheet(slug: string) {
  const props = await postProps(site({}), `article/${slug}`)
  return renderPage({ layout: 'LayoutSlug', ...props! }, `/article/${slug}`)
}

describe('commerce', () => {
  it('shows COMMERCE_HOME_POSTS_COUNT products with their price and call to action', async () => {
    const html = await home({ COMMERCE_HOME_POSTS_COUNT: '3' })
    expect(html.match(/data-card="product"/g)).toHaveLength(3)
    expect(html).toContain('€120')
    expect(html).toContain('href="https://shop.example.com/1"')
    expect(html).not.toContain('javascript:')
  })

  it('ignores ext that is not JSON with a warning, and renders the product', async () => {
    const warnings: string[] = []
    site({}, warnings)
    expect(warnings.some((w) => w.includes('ext column is not a JSON object'))).toBe(true)
    const html = await sheet('product-3')
    expect(html).toContain('data-product-sheet')
    expect(html).not.toContain('data-part="price"')
  })

  it('draws the product sheet: plain-text summary, price, safe call to action', async () => {
    const html = await sheet('product-1')
    expect(html).toContain('&lt;b&gt;Summary 1&lt;/b&gt;')
    expect(html).toMatch(/data-part="price"[^]*€120/)
    expect(html).toContain('href="https://shop.example.com/1"')
    const unsafe = await sheet('product-2')
    expect(unsafe).toContain('€9')
    expect(unsafe).not.toContain('data-part="cta"')
  })

  it('fills the contact column from CONTACT_* and the switches, the picture with a plain caption', async () => {
    const html = await home({
      CONTACT_EMAIL: 'sales@example.com',
      CONTACT_PHONE: '+33 1 23 45 67 89',
      CONTACT_WHATSAPP: '+33 6 12 34 56 78',
      CONTACT_TELEGRAM: 'https://t.me/shop',
      COMMERCE_FOOTER_RIGHT_IMG_URL: 'https://example.com/qr.png',
      COMMERCE_FOOTER_RIGHT_TEXT: '<script>x</script>Scan us'
    })
    expect(html).toContain('href="mailto:sales@example.com"')
    expect(html).toContain('href="tel:+33123456789"')
    expect(html).toContain('href="https://wa.me/33612345678"')
    expect(html).toContain('href="https://t.me/shop"')
    expect(html).toContain('src="https://example.com/qr.png"')
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;Scan us')
    const off = await home({
      CONTACT_WHATSAPP: '+33 6 12 34 56 78',
      CONTACT_TELEGRAM: 'https://t.me/shop',
      COMMERCE_CONTACT_WHATSAPP_SHOW: 'false',
      COMMERCE_CONTACT_TELEGRAM_SHOW: 'false'
    })
    expect(off).not.toContain('data-contact=')
    expect(off).not.toContain('Contact US')
  })
})
