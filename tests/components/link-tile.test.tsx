import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Link } from '@/components/Link'
import { MenuIcon, menuIconName } from '@/components/menu/MenuIcon'
import { LinkTile } from '@/components/post-list/LinkTile'

const base = {
  title: 'react docs',
  href: '/x',
  target: '_self' as const,
  summary: null,
  icon: null
}

describe('LinkTile', () => {
  it('opens an external link in a new tab with rel noopener', () => {
    const html = renderToStaticMarkup(
      <LinkTile
        link={{ ...base, href: 'https://react.dev/', target: '_blank', summary: 'Learn React' }}
        noDescription="No description"
      />
    )
    expect(html).toMatch(/href="https:\/\/react.dev\/"/)
    expect(html).toContain('target="_blank"')
    expect(html).toContain('rel="noopener noreferrer"')
    expect(html).toContain('data-external="true"')
    expect(html).toContain('>Learn React</span>')
  })

  it('stays in the tab for a page, with the "no description" line and a letter tile', () => {
    const html = renderToStaticMarkup(<LinkTile link={base} noDescription="No description" />)
    expect(html).not.toContain('target="_blank"')
    expect(html).not.toContain('rel=')
    expect(html).toContain('>No description</span>')
    expect(html).toMatch(/data-part="letter"[^>]*>R</)
  })

  it('draws an emoji icon as text and an image icon only from a safe URL', () => {
    expect(
      renderToStaticMarkup(<LinkTile link={{ ...base, icon: '📓' }} noDescription="" />)
    ).toContain('>📓</span>')
    const safe = renderToStaticMarkup(
      <LinkTile link={{ ...base, icon: 'https://a.example/i.png' }} noDescription="" />
    )
    expect(safe).toMatch(/<img src="https:\/\/a.example\/i.png"[^>]*loading="lazy"/)
    const unsafe = renderToStaticMarkup(
      <LinkTile link={{ ...base, icon: 'javascript:alert(1)' }} noDescription="" />
    )
    expect(unsafe).not.toContain('javascript:')
  })
})

describe('Link', () => {
  it('adds rel noopener to new-tab links only, keeping a given rel', () => {
    expect(
      renderToStaticMarkup(
        <Link href="https://a.example/" target="_blank">
          a
        </Link>
      )
    ).toContain('rel="noopener noreferrer"')
    expect(renderToStaticMarkup(<Link href="/a">a</Link>)).not.toContain('rel=')
    expect(
      renderToStaticMarkup(
        <Link href="https://a.example/" target="_blank" rel="me">
          a
        </Link>
      )
    ).toContain('rel="me"')
  })
})

describe('MenuIcon', () => {
  const html = (icon: string | null) => renderToStaticMarkup(<MenuIcon icon={icon} />)

  it('draws an iconfont symbol as <use> of the owner script, marked for its loader', () => {
    expect(html('icon-camera')).toContain('<svg data-iconfont=""')
    expect(html('iconfont icon-camera')).toContain('<use href="#icon-camera"></use>')
    expect(html('icon-"><script>')).not.toContain('data-iconfont')
  })

  it('shows a picture by URL, an emoji as text, and drops unsafe or wordy settings', () => {
    expect(html('/images/menu.svg')).toMatch(/<img src="\/images\/menu.svg"[^>]*alt=""/)
    expect(html('javascript:alert(1)')).not.toContain('javascript')
    expect(html('🏔️')).toContain('>🏔️</span>')
    expect(html('a long sentence, not an icon')).toContain('<path d="M10 13')
  })

  it('knows the common Font Awesome names and the heo info card names', () => {
    const cases: [string, string][] = [
      ['fas fa-house', 'home'],
      ['fa-solid fa-envelope', 'mail'],
      ['fab fa-github', 'github'],
      ['fas fa-rss', 'rss'],
      ['user', 'user'],
      ['fa-regular fa-calendar-days', 'calendar']
    ]
    for (const [setting, name] of cases) expect(menuIconName(setting)).toBe(name)
  })

  it('maps Font Awesome classes to drawn icons, unknown ones to the fallback', () => {
    expect(menuIconName('fas fa-book-open')).toBe('book')
    expect(menuIconName('fas fa-film')).toBe('film')
    expect(menuIconName('fa-solid fa-unknown')).toBeNull()
    expect(menuIconName(null)).toBeNull()
    expect(renderToStaticMarkup(<MenuIcon icon="nope" fallback="hash" />)).toContain(
      '<path d="M4 9h16'
    )
  })
})
