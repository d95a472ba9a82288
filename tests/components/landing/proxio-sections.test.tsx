import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { BlogTiles } from '@/components/landing/BlogTiles'
import { CareerTimeline } from '@/components/landing/CareerTimeline'
import { Marquee } from '@/components/landing/Marquee'
import type { PostSummary } from '@/lib/content/types'

const post = (id: string, extra: Partial<PostSummary> = {}): PostSummary => ({
  id,
  shortId: id,
  slug: id,
  href: `/article/${id}`,
  target: '_self',
  title: `Post ${id}`,
  summary: null,
  type: 'Post',
  status: 'Published',
  category: null,
  tags: [],
  date: '2024-01-01T00:00:00.000Z',
  publishDay: 'Jan 1, 2024',
  lastEditedDay: 'Jan 1, 2024',
  lastEdited: '2024-01-01T00:00:00.000Z',
  cover: null,
  coverThumbnail: null,
  icon: null,
  fullWidth: false,
  locked: false,
  comment: null,
  ext: null,
  wordCount: 0,
  readTime: 0,
  ...extra
})

describe('Marquee', () => {
  const html = renderToStaticMarkup(
    <Marquee label="Brands" classes={{ item: 'text-2xl', track: 'gap-4' }}>
      <span>Kodak</span>
      <a href="https://example.com">Leica</a>
    </Marquee>
  )

  it('draws its items twice, the copy hidden from assistive technology and the tab order', () => {
    expect(html).toMatch(/^<section aria-label="Brands" data-landing="marquee"/)
    expect(html.match(/<ul data-part="list"/g)).toHaveLength(2)
    expect(
      html.match(/<ul data-part="list" data-copy="" aria-hidden="true" inert=""/g)
    ).toHaveLength(1)
    expect(html.match(/>Leica<\/a>/g)).toHaveLength(2)
    expect(html.match(/data-part="item" class="shrink-0 text-2xl"/g)).toHaveLength(4)
  })

  it('holds still and drops the copy under reduced motion', () => {
    expect(html).toMatch(/data-copy=""[^>]*class="[^"]*motion-reduce:hidden/)
    expect(html).toMatch(/data-part="track" style="--marquee-duration:30s" class="[^"]*track/)
    // The animation itself lives in the module's reduced-motion rule: no inline animation.
    expect(html).not.toMatch(/animation:/)
  })

  it('renders nothing without items', () => {
    expect(renderToStaticMarkup(<Marquee label="Empty">{[]}</Marquee>)).toBe('')
  })
})

describe('CareerTimeline', () => {
  it('lists each step as plain text and skips untitled ones', () => {
    const html = renderToStaticMarkup(
      <CareerTimeline
        classes={{ title: 'text-2xl' }}
        items={[
          { title: 'Staff photographer', bio: '2019 – 2022', text: '<b>desk</b>' },
          { title: ' ' },
          { title: 'Freelance' }
        ]}
      />
    )
    expect(html).toMatch(/^<ol data-landing="career"/)
    expect(html.match(/data-part="item"/g)).toHaveLength(2)
    expect(html).toMatch(/<h3 data-part="title" class="[^"]*text-2xl[^"]*">Staff photographer/)
    expect(html).toContain('&lt;b&gt;desk&lt;/b&gt;')
    expect(html.match(/data-part="bio"/g)).toHaveLength(1)
  })

  it('renders nothing without steps', () => {
    expect(renderToStaticMarkup(<CareerTimeline items={[]} />)).toBe('')
  })
})

describe('BlogTiles', () => {
  it('draws a linked tile per post with its cover or a placeholder, the first eager', () => {
    const html = renderToStaticMarkup(
      <BlogTiles
        headingLevel="h2"
        placeholders={['/demo/a.svg']}
        classes={{ tile: 'h-[30rem]' }}
        posts={[
          post('one', { cover: 'https://example.com/c.png', summary: 'Sea & sky' }),
          post('two')
        ]}
      />
    )
    expect(html).toMatch(/<ul data-landing="blog-tiles"/)
    expect(html.match(/data-part="tile" class="[^"]*h-\[30rem\]/g)).toHaveLength(2)
    expect(html.match(/<h2 data-part="title"/g)).toHaveLength(2)
    expect(html).toMatch(/href="\/article\/one"/)
    expect(html).toContain('Sea &amp; sky')
    expect(html).toMatch(/src="\/demo\/a.svg"/)
    expect(html).toMatch(/<img[^>]*loading="eager" fetchPriority="high"/)
    expect(html.match(/loading="lazy"/g)).toHaveLength(1)
  })

  it('renders nothing without posts', () => {
    expect(renderToStaticMarkup(<BlogTiles posts={[]} />)).toBe('')
  })
})
