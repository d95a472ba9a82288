import { describe, expect, it } from 'vitest'
import { NewsletterSection } from '@/components/landing/NewsletterSection'
import { renderWidget, widgetSite } from '@/tests/components/widgets/site'

const site = widgetSite()

describe('NewsletterSection', () => {
  it('wraps the Mailchimp form, posting to the configured https form, with its line of text', () => {
    const html = renderWidget(
      site,
      <NewsletterSection
        text="News once a month"
        classes={{ root: 'shadow-lg', button: 'w-40' }}
      />,
      { MAILCHIMP_FORM_URL: 'https://x.us1.list-manage.com/subscribe/post?u=1&id=2' }
    )
    expect(html).toMatch(/<section data-landing="newsletter" class="[^"]*shadow-lg/)
    expect(html).toContain('News once a month')
    expect(html).toContain('action="https://x.us1.list-manage.com/subscribe/post?u=1&amp;id=2"')
    expect(html).toMatch(/<button type="submit" data-part="button" class="[^"]*w-40/)
  })

  it('renders nothing when no newsletter is configured or the form URL is not https', () => {
    expect(renderWidget(site, <NewsletterSection text="x" />, { MAILCHIMP_FORM_URL: '' })).toBe('')
    expect(
      renderWidget(site, <NewsletterSection />, { MAILCHIMP_FORM_URL: 'http://plain.example/x' })
    ).toBe('')
  })
})
