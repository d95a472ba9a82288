import { beforeAll, describe, expect, it } from 'vitest'
import { FloatingActions } from '@/components/widgets/FloatingActions'
import { readPercent } from '@/components/widgets/scroll-progress'
import type { SiteProps } from '@/lib/theme/props'
import { renderWidget, widgetSite } from '@/tests/components/widgets/site'

let site: SiteProps

beforeAll(() => {
  site = widgetSite()
})

/** Any post summary of the site (its notice's). */
const aPost = () => {
  if (!site.notice) throw new Error('the widget site has a notice')
  return site.notice.post
}

describe('FloatingActions', () => {
  const giscus = {
    COMMENT_GISCUS_REPO: 'o/r',
    COMMENT_GISCUS_REPO_ID: 'R',
    COMMENT_GISCUS_CATEGORY_ID: 'C'
  }

  it('starts hidden and inert, with a top button showing the percent read', () => {
    const html = renderWidget(site, <FloatingActions />)
    expect(html).toMatch(/data-widget="floating-actions" aria-hidden="true" inert=""/)
    expect(html).toMatch(/aria-label="Top"[^>]*>.*0%<\/span><\/button>/)
    expect(html).not.toContain('aria-label="Comments"')
    expect(html).not.toContain('aria-pressed')
  })

  it('offers the dark toggle and, for a post with comments, the jump to them', () => {
    const html = renderWidget(site, <FloatingActions darkMode post={aPost()} />, giscus)
    expect(html).toContain('aria-label="Toggle dark mode"')
    expect(html).toContain('aria-label="Comments"')
  })

  it('has no comments jump without a comment system or when the post hides them', () => {
    const post = aPost()
    expect(renderWidget(site, <FloatingActions post={post} />)).not.toContain('"Comments"')
    const hidden = { ...post, comment: 'Hide' }
    expect(renderWidget(site, <FloatingActions post={hidden} />, giscus)).not.toContain(
      '"Comments"'
    )
  })
})

describe('readPercent', () => {
  it('maps the scroll offset to 0–100 and a short page to 100', () => {
    expect(readPercent(0, 3000, 1000)).toBe(0)
    expect(readPercent(1000, 3000, 1000)).toBe(50)
    expect(readPercent(2500, 3000, 1000)).toBe(100)
    expect(readPercent(0, 800, 1000)).toBe(100)
  })
})

describe('FloatingActions opt-in buttons', () => {
  it('offers to-bottom and a contents button only when asked, and can drop back-to-top', () => {
    const plain = renderWidget(site, <FloatingActions />)
    expect(plain).not.toContain('data-part="bottom"')
    expect(plain).not.toContain('data-part="toc"')
    const html = renderWidget(
      site,
      <FloatingActions
        toBottom
        top={false}
        onToc={() => undefined}
        classes={{ toc: 'lg:hidden' }}
      />
    )
    expect(html).toMatch(/<button[^>]*data-part="bottom"[^>]*aria-label="Bottom"/)
    expect(html).toMatch(
      /<button[^>]*data-part="toc"[^>]*aria-haspopup="dialog"[^>]*aria-label="Contents"[^>]*class="[^"]*lg:hidden/
    )
    expect(html).not.toContain('data-part="top"')
  })
})
