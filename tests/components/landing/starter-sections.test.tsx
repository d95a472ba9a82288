import { beforeAll, describe, expect, it } from 'vitest'
import { AboutSection } from '@/components/landing/AboutSection'
import { BlogTeaser } from '@/components/landing/BlogTeaser'
import { BrandsRow } from '@/components/landing/BrandsRow'
import { ContactSection } from '@/components/landing/ContactSection'
import { CtaBand } from '@/components/landing/CtaBand'
import { FaqAccordion } from '@/components/landing/FaqAccordion'
import { TeamGrid } from '@/components/landing/TeamGrid'
import type { SiteProps } from '@/lib/theme/props'
import { renderWidget, widgetSite } from '@/tests/components/widgets/site'

let site: SiteProps
const render = (node: React.ReactNode) => renderWidget(site, node)

beforeAll(() => {
  site = widgetSite()
})

const posts = () => {
  if (!site.notice) throw new Error('the widget site has a notice')
  const post = site.notice.post
  return ['One', 'Two', 'Three'].map((title, i) => ({
    ...post,
    id: `p${i}`,
    title,
    href: `/a/${i}`
  }))
}

describe('FaqAccordion', () => {
  it('renders each question as a closed disclosure with its answer as plain paragraphs', () => {
    const html = render(
      <FaqAccordion
        heading={<h2>FAQ</h2>}
        classes={{ question: 'q-slot' }}
        items={[
          { q: 'Is it <b>free</b>?', a: 'Yes.<br /><br />Forever &amp; always.' },
          { q: '<img src=x onerror=alert(1)>', a: 'dropped: no question text' }
        ]}
      />
    )
    expect(html).toMatch(/^<section data-section="faq"><h2>FAQ<\/h2>/)
    expect(html.match(/<details/g)).toHaveLength(1)
    expect(html).not.toContain(' open')
    expect(html).toMatch(/<summary data-part="question" class="[^"]*q-slot/)
    expect(html).toContain('<span>Is it free?</span>')
    expect(html).toContain('<p>Yes.</p><p>Forever &amp; always.</p>')
    expect(html).not.toMatch(/<b>|<img|onerror/)
  })

  it('renders nothing without questions', () => {
    expect(render(<FaqAccordion heading={<h2>FAQ</h2>} items={[]} />)).toBe('')
  })
})

describe('TeamGrid', () => {
  it('shows members with lazy sized avatars and drops unsafe links and images', () => {
    const html = render(
      <TeamGrid
        classes={{ card: 'card-slot' }}
        members={[
          { name: 'Ada', description: 'Editor', avatar: '/a.svg', href: 'javascript:alert(1)' },
          { name: 'Bo', avatar: 'data:image/svg+xml,x', href: 'https://bo.example' },
          { name: '' }
        ]}
      />
    )
    expect(html.match(/data-part="card"/g)).toHaveLength(2)
    expect(html).toMatch(/<img src="\/a.svg" alt="" width="120" height="120" loading="lazy"/)
    expect(html).not.toContain('data:image')
    expect(html).not.toContain('javascript:')
    expect(html).toContain('href="https://bo.example" target="_blank" rel="noopener noreferrer"')
    expect(html).toContain('card-slot')
  })

  it('renders nothing without members', () => {
    expect(render(<TeamGrid members={[{ name: ' ' }]} />)).toBe('')
  })
})

describe('BlogTeaser', () => {
  it('shows the first `count` posts as cards with the heading and the more link', () => {
    const html = render(
      <BlogTeaser posts={posts()} count={2} heading={<h2>Blog</h2>} more={<span>All posts</span>} />
    )
    expect(html.match(/data-card="teaser"/g)).toHaveLength(2)
    expect(html).toContain('<h2>Blog</h2>')
    expect(html).toContain('<span>All posts</span>')
    expect(html).toContain('>Two</a>')
    expect(html).not.toContain('>Three</a>')
    expect(html).toMatch(/<time dateTime="[^"]+">/)
  })

  it('renders nothing for no posts or a zero count', () => {
    expect(render(<BlogTeaser posts={[]} count={3} heading={<h2>Blog</h2>} />)).toBe('')
    expect(render(<BlogTeaser posts={posts()} count={0} />)).toBe('')
  })
})

describe('ContactSection', () => {
  const details = [
    { title: 'Where', text: 'Paris' },
    { title: 'Mail', text: 'hi@example.com', href: 'mailto:hi@example.com' }
  ]

  it('frames an https form sandboxed and lazy beside the details', () => {
    const html = render(
      <ContactSection details={details} formUrl="https://forms.example/f" formTitle="Write to us" />
    )
    expect(html).toMatch(
      /<iframe src="https:\/\/forms.example\/f" title="Write to us" loading="lazy" sandbox="allow-scripts allow-same-origin allow-popups allow-forms allow-presentation"/
    )
    expect(html).toContain('href="mailto:hi@example.com"')
    expect(html).toContain('>Paris</p>')
  })

  it('frames no http: or script URL, and drops the origin for a form on this site', () => {
    for (const formUrl of ['http://forms.example/f', 'javascript:alert(1)', 'data:text/html,x']) {
      const html = render(<ContactSection details={details} formUrl={formUrl} formTitle="F" />)
      expect(html).not.toContain('<iframe')
    }
    const own = render(
      <ContactSection
        details={[]}
        formUrl="https://me.example/f"
        formTitle="F"
        siteHost="me.example"
      />
    )
    expect(own).toContain('sandbox="allow-scripts allow-forms"')
    const path = render(<ContactSection details={[]} formUrl="/form.html" formTitle="F" />)
    expect(path).toMatch(
      /<iframe src="\/form.html"[^>]*loading="lazy" sandbox="allow-scripts allow-forms"/
    )
  })

  it('renders nothing with no details and no usable form', () => {
    expect(render(<ContactSection details={[]} formUrl="http://x.example" formTitle="F" />)).toBe(
      ''
    )
  })
})

describe('BrandsRow', () => {
  it('shows light and dark logos as links, drops unsafe images and links', () => {
    const html = render(
      <BrandsRow
        brands={[
          { title: 'Acme', image: '/l.svg', imageDark: '/d.svg', href: 'https://acme.example' },
          { title: 'Bad', image: 'javascript:x' },
          { title: 'Plain', image: '/p.svg', href: 'javascript:alert(1)' }
        ]}
      />
    )
    expect(html.match(/data-part="item"/g)).toHaveLength(2)
    expect(html).toMatch(/src="\/l.svg" alt="Acme"[^>]*loading="lazy"[^>]*class="[^"]*dark:hidden/)
    expect(html).toMatch(/src="\/d.svg" alt="Acme"[^>]*class="[^"]*hidden dark:block/)
    expect(html).not.toContain('javascript:')
    expect(html).toContain('<span class="block"><img src="/p.svg"')
  })

  it('renders nothing without logos', () => {
    expect(render(<BrandsRow brands={[{ title: 'x', image: '' }]} />)).toBe('')
  })
})

describe('CtaBand', () => {
  it('shows the titles, text and a safe button', () => {
    const html = render(
      <CtaBand
        title="Ready?"
        title2="Start <i>now</i>"
        text="One line"
        button={{ text: 'Go', href: '/start' }}
        classes={{ button: 'btn-slot' }}
      />
    )
    expect(html).toContain('>Ready?</h2>')
    expect(html).toContain('>Start now</p>')
    expect(html).toMatch(/<a class="[^"]*btn-slot[^"]*" href="\/start">Go<\/a>/)
  })

  it('drops an unsafe button and renders nothing without text', () => {
    const html = render(<CtaBand title="T" button={{ text: 'Go', href: 'javascript:x' }} />)
    expect(html).not.toContain('Go')
    expect(render(<CtaBand title="" button={{ text: 'Go', href: '/' }} />)).toBe('')
  })
})

describe('AboutSection', () => {
  it('shows pictures, text, stats, the boxed figure and the button', () => {
    const html = render(
      <AboutSection
        title="About"
        text="First<br/><br/>Second"
        images={['/a.svg', 'javascript:x', '/b.svg']}
        stats={[
          { key: 'Years', value: '12+' },
          { key: 'Empty', value: '' }
        ]}
        highlight={{ value: '7000+', lines: ['sites', 'built'] }}
        button={{ text: 'More', href: '/about' }}
      />
    )
    expect(html.match(/<img /g)).toHaveLength(2)
    expect(html).toMatch(/src="\/a.svg"[^>]*loading="lazy"/)
    expect(html).toContain('<p data-part="text" class="mb-4">First</p>')
    expect(html.match(/data-part="stat"/g)).toHaveLength(1)
    expect(html).toMatch(/data-part="statValue"[^>]*>12\+<\/dd>/)
    expect(html).toContain('<strong class="text-4xl font-bold">7000+</strong>')
    expect(html).toMatch(/href="\/about">More<\/a>/)
  })

  it('renders nothing without a title or text', () => {
    expect(render(<AboutSection title="" images={['/a.svg']} />)).toBe('')
  })
})
