import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { LandingHero } from '@/components/landing/LandingHero'

const buttons = [
  { text: 'Start', href: '/start' },
  { text: 'Source', href: 'https://github.com/x' },
  { text: 'Third', href: '/third' }
]

describe('LandingHero', () => {
  it('renders the title as the h1, the text, at most two buttons and the image', () => {
    const html = renderToStaticMarkup(
      <LandingHero
        title="Notion to site"
        text="In minutes"
        buttons={buttons}
        media={{ kind: 'image', src: '/demo/hero.svg', alt: 'A screen' }}
        classes={{ title: 'text-teal-500', primary: 'bg-teal-700' }}
      />
    )
    expect(html).toMatch(
      /<h1 data-part="title" class="[^"]*text-teal-500[^"]*">Notion to site<\/h1>/
    )
    expect(html).toContain('In minutes')
    expect(html).toMatch(/<a class="[^"]*bg-teal-700[^"]*" href="\/start">Start<\/a>/)
    expect(html).toContain('href="https://github.com/x" target="_blank" rel="noopener noreferrer"')
    expect(html).not.toContain('Third')
    expect(html).toContain('src="/demo/hero.svg" alt="A screen"')
  })

  it('drops unsafe buttons and media and renders nothing when nothing is left', () => {
    const unsafe = renderToStaticMarkup(
      <LandingHero
        buttons={[{ text: 'Evil', href: 'javascript:alert(1)' }]}
        media={{ kind: 'iframe', src: 'http://insecure.example/x', title: 'x' }}
      />
    )
    expect(unsafe).toBe('')
    expect(renderToStaticMarkup(<LandingHero />)).toBe('')
    const partly = renderToStaticMarkup(
      <LandingHero title="T" buttons={[{ text: 'Evil', href: 'javascript:alert(1)' }]} />
    )
    expect(partly).not.toContain('Evil')
    expect(partly).not.toContain('javascript')
  })

  it('frames an https page sandboxed, and shows a preview screenshot in a window frame', () => {
    const framed = renderToStaticMarkup(
      <LandingHero media={{ kind: 'iframe', src: 'https://player.example/v', title: 'Demo' }} />
    )
    expect(framed).toMatch(
      /<iframe src="https:\/\/player.example\/v" title="Demo" sandbox="allow-scripts/
    )
    const preview = renderToStaticMarkup(
      <LandingHero layout="split" media={{ kind: 'preview', src: '/shot.png', alt: 'App' }} />
    )
    expect(preview).toContain('data-part="preview"')
    expect(preview).toContain('md:grid-cols-2')
  })

  it('a video shows its thumbnail and play button but no iframe until opened', () => {
    const html = renderToStaticMarkup(
      <LandingHero
        title="T"
        media={{
          kind: 'video',
          src: 'https://www.youtube-nocookie.com/embed/x',
          thumbnail: '/thumb.svg',
          title: 'Tour',
          tips: 'Two minutes'
        }}
      />
    )
    expect(html).toContain('aria-label="Play video: Tour"')
    expect(html).toContain('src="/thumb.svg"')
    expect(html).toContain('Two minutes')
    expect(html).not.toContain('<iframe')
  })
})
