import { beforeAll, describe, expect, it } from 'vitest'
import { FullScreenHero } from '@/components/hero/FullScreenHero'
import { HorizontalCard } from '@/components/post-list/HorizontalCard'
import { nextStep, TypedText } from '@/components/TypedText'
import { FloatingActions } from '@/components/widgets/FloatingActions'
import type { SiteProps } from '@/lib/theme/props'
import { renderWidget, widgetSite } from '@/tests/components/widgets/site'

let site: SiteProps

beforeAll(() => {
  site = widgetSite()
})

const aPost = () => {
  if (!site.notice) throw new Error('the widget site has a notice')
  return { ...site.notice.post, summary: 'A short summary', href: '/article/x' }
}

describe('TypedText', () => {
  it('has the whole first word in the server HTML and every word for screen readers', () => {
    const html = renderWidget(site, <TypedText words={['Hello there', '', 'Second']} />)
    expect(html).toMatch(/aria-live="off"/)
    expect(html).toMatch(/aria-hidden="true" data-part="text">Hello there<\/span>/)
    expect(html).toMatch(/class="sr-only">Hello there\. Second<\/span>/)
  })

  it('renders nothing for an empty list', () => {
    expect(renderWidget(site, <TypedText words={[' ', '']} />)).toBe(renderWidget(site, null))
  })

  it('holds a full word, deletes it letter by letter, then types the next one', () => {
    const words = ['ab', 'c']
    let step = { word: 0, length: 2, deleting: false }
    const seen: string[] = []
    for (let i = 0; i < 7; i++) {
      const next = nextStep(step, words, 100, 1000)
      seen.push(
        `${next.step.word}:${next.step.length}:${next.step.deleting ? 'd' : 't'}@${next.delay}`
      )
      step = next.step
    }
    expect(seen).toEqual([
      '0:2:d@1000',
      '0:1:d@50',
      '0:0:d@50',
      '1:0:t@100',
      '1:1:t@100',
      '1:1:d@1000',
      '1:0:d@50'
    ])
    expect(nextStep({ word: 1, length: 0, deleting: true }, words, 100, 1000).step.word).toBe(0)
  })
})

describe('FullScreenHero', () => {
  it('loads the cover eagerly and first, with the title, the greeting and the arrow', () => {
    const html = renderWidget(
      site,
      <FullScreenHero
        image="/images/cover.webp"
        title="My site"
        greetings={['Hi']}
        arrow={{ label: 'Start reading', targetId: 'content' }}
      />
    )
    expect(html).toMatch(
      /<img src="\/images\/cover.webp"[^>]*loading="eager"[^>]*fetchPriority="high"/i
    )
    expect(html).toMatch(/style="background-image:url\(&quot;\/images\/cover-24.webp&quot;\)"/)
    expect(html).toContain('>My site</h1>')
    expect(html).toContain('aria-label="Start reading"')
  })

  it('has no picture for an unsafe cover and no arrow when none is asked', () => {
    const html = renderWidget(
      site,
      <FullScreenHero image="javascript:alert(1)" title="T" greetings={[]} />
    )
    expect(html).not.toContain('<img')
    expect(html).not.toContain('javascript:')
    expect(html).not.toContain('data-part="arrow"')
  })
})

describe('HorizontalCard', () => {
  it('puts a lazy, sized cover on the asked side, then title, meta and summary', () => {
    const html = renderWidget(
      site,
      <HorizontalCard post={aPost()} cover="/c.webp" side="right" index={1} meta="May 1" summary />
    )
    expect(html).toMatch(/data-card="horizontal" data-side="right"[^>]*md:flex-row-reverse/)
    expect(html).toMatch(/<img src="\/c-800.webp"[^>]*width="800" height="450" loading="lazy"/)
    expect(html).toContain('href="/article/x"')
    expect(html).toContain('data-part="meta"')
    expect(html).toContain('A short summary')
  })

  it("loads the first card's cover at once and first, the others lazily", () => {
    const first = renderWidget(site, <HorizontalCard post={aPost()} cover="/c.webp" index={0} />)
    expect(first).toMatch(/<img [^>]*loading="eager" fetchPriority="high"/)
    const second = renderWidget(site, <HorizontalCard post={aPost()} cover="/c.webp" index={1} />)
    expect(second).toMatch(/<img [^>]*loading="lazy"/)
    expect(second).not.toContain('fetchPriority')
  })

  it('is text only without a cover and hides the summary when asked', () => {
    const html = renderWidget(site, <HorizontalCard post={aPost()} cover={null} index={0} />)
    expect(html).not.toContain('<img')
    expect(html).not.toContain('data-side')
    expect(html).not.toContain('A short summary')
  })
})

describe('FloatingActions options', () => {
  it('drops the top button when asked and shows the theme buttons first', () => {
    const html = renderWidget(
      site,
      <FloatingActions top={false}>
        <button type="button">extra</button>
      </FloatingActions>
    )
    expect(html).not.toContain('aria-label="Top"')
    expect(html).toMatch(/data-widget="floating-actions"[^>]*><button type="button">extra/)
  })
})
