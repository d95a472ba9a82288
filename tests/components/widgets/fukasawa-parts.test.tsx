import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { CollapsibleAside } from '@/components/aside/CollapsibleAside'
import { NewsletterForm } from '@/components/integrations/NewsletterForm'
import { Masonry } from '@/components/post-list/Masonry'
import { ContactLinks } from '@/components/widgets/ContactLinks'
import type { SiteProps } from '@/lib/theme/props'
import { renderWidget, widgetSite } from '@/tests/components/widgets/site'

let site: SiteProps
beforeAll(() => {
  site = widgetSite()
})

describe('Masonry', () => {
  const cards = ['a', 'b', 'c', 'd', 'e'].map((id) => <p key={id}>card-{id}</p>)
  const layout = (html: string, count: number) =>
    new RegExp(`data-columns="${count}"[^>]*>(.*?)</div></div>(?=<div data-columns|</div>$)`).exec(
      html
    )?.[1] ?? ''
  const columnsOf = (inner: string) =>
    inner
      .split('data-part="column"')
      .slice(1)
      .map((c) => [...c.matchAll(/card-(\w)/g)].map((m) => m[1]))

  it('renders the 1, 2 and 3 column layouts, each dealt row-wise', () => {
    const html = renderToStaticMarkup(<Masonry items={cards} />)
    expect(columnsOf(layout(html, 1))).toEqual([['a', 'b', 'c', 'd', 'e']])
    expect(columnsOf(layout(html, 2))).toEqual([
      ['a', 'c', 'e'],
      ['b', 'd']
    ])
    expect(columnsOf(layout(html, 3))).toEqual([['a', 'd'], ['b', 'e'], ['c']])
  })

  it('shows one layout per breakpoint by CSS alone', () => {
    const html = renderToStaticMarkup(
      <Masonry items={cards} classes={{ three: 'justify-center' }} />
    )
    expect(html).toMatch(/data-columns="1" class="flex sm:hidden/)
    expect(html).toMatch(/data-columns="2" class="hidden sm:flex lg:hidden/)
    expect(html).toMatch(/data-columns="3" class="hidden lg:flex items-start gap-4 justify-center"/)
  })
})

describe('CollapsibleAside', () => {
  const aside = (props: { defaultCollapsed?: boolean; toggle?: boolean } = {}) =>
    renderWidget(
      site,
      <CollapsibleAside id="side" storageKey="k" label="Sidebar" {...props}>
        <p>inside</p>
      </CollapsibleAside>
    )

  it('has a toggle naming what it controls, with both labels for CSS to pick', () => {
    const html = aside()
    expect(html).toMatch(/<button type="button" aria-expanded="true" aria-controls="side"/)
    expect(html).toContain('Hide sidebar')
    expect(html).toContain('Show sidebar')
    expect(html).toMatch(/<aside id="side" aria-label="Sidebar"/)
    expect(html).toContain('<p>inside</p>')
  })

  it('applies the stored state, else the default, before first paint', () => {
    const open = aside()
    expect(open).toContain('<script data-storage-key="k" data-default="open">')
    const shut = aside({ defaultCollapsed: true })
    expect(shut).toContain('<script data-storage-key="k" data-default="collapsed">')
    expect(shut).toMatch(/aria-expanded="false"/)
    expect(shut).toContain("localStorage.getItem(s.getAttribute('data-storage-key'))")
  })

  it('can go without its toggle', () => {
    expect(aside({ toggle: false })).not.toContain('<button')
  })
})

describe('ContactLinks WeChat QR', () => {
  it('adds a WeChat button whose closed popover holds the account link', () => {
    const html = renderWidget(site, <ContactLinks />, {
      CONTACT_WECHAT_QR: 'https://example.com/qr.png',
      CONTACT_WEHCHAT_PUBLIC: 'https://mp.weixin.qq.com/x'
    })
    expect(html).toMatch(
      /aria-label="WeChat QR code"[^>]*aria-expanded="false" aria-controls="([^"]+)"/
    )
    const id = /aria-controls="([^"]+)"/.exec(html)?.[1]
    expect(html).toContain(`id="${id}" hidden=""`)
    // The image is fetched only once the popover opens.
    expect(html).not.toContain('qr.png')
    expect(html).toContain('href="https://mp.weixin.qq.com/x"')
    // The account is reached from the popover, not twice in the row.
    expect(html.match(/mp\.weixin/g)).toHaveLength(1)
  })

  it('shows the WeChat account as a plain link without a QR image, and drops unsafe images', () => {
    const link = renderWidget(site, <ContactLinks />, {
      CONTACT_WEHCHAT_PUBLIC: 'https://mp.weixin.qq.com/x'
    })
    expect(link).toContain('data-contact="wehchat_public"')
    expect(link).not.toContain('aria-expanded')
    const bad = renderWidget(site, <ContactLinks />, { CONTACT_WECHAT_QR: 'javascript:alert(1)' })
    expect(bad).toBe('')
  })
})

describe('NewsletterForm', () => {
  const url = 'https://x.us1.list-manage.com/subscribe/post?u=1&amp;id=2'
  it('posts a labelled email field to the Mailchimp form URL, without a script', () => {
    const html = renderWidget(site, <NewsletterForm />, {
      MAILCHIMP_FORM_URL: 'https://x.us1.list-manage.com/subscribe/post?u=1&id=2'
    })
    const form = /<form [^>]*>/.exec(html)?.[0] ?? ''
    expect(form).toContain(`action="${url}"`)
    expect(form).toContain('method="post"')
    const input = /<input id="([^"]+)" type="email" required=""[^>]*name="EMAIL"/.exec(html)
    expect(input).not.toBeNull()
    expect(html).toContain(`<label for="${input?.[1]}"`)
    expect(html).toContain('>Email address</label>')
    expect(html).toContain('type="submit"')
    expect(html).not.toContain('<script')
  })

  it('is absent when unconfigured or not https', () => {
    expect(renderWidget(site, <NewsletterForm />)).toBe('')
    expect(
      renderWidget(site, <NewsletterForm />, { MAILCHIMP_FORM_URL: 'javascript:alert(1)' })
    ).toBe('')
    expect(
      renderWidget(site, <NewsletterForm />, { MAILCHIMP_FORM_URL: 'http://x.example/p' })
    ).toBe('')
  })
})

describe('NewsletterForm on a server holding the Mailchimp key', () => {
  it('posts to /api/subscribe in place, with a status line', () => {
    const html = renderWidget({ ...site, newsletterApi: true }, <NewsletterForm />)
    const form = /<form [^>]*>/.exec(html)?.[0] ?? ''
    expect(form).toContain('action="/api/subscribe"')
    expect(form).not.toContain('target=')
    expect(html).toContain('role="status"')
  })
})
