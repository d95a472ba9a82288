import { RouterContext } from '@/components/next-internals/router-context'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ThemeProvider } from '@/components/theme/theme-context'
import { THEME_IDS } from '@/conf/themes/ids'
import { indexPageProps } from '@/lib/pages/page-props'
import { buildSiteData } from '@/lib/content/site-data'
import type { ThemeDefinition } from '@/lib/theme/types'
import { buildWorkspace } from '@/scripts/lib/workspace-builder'
import { staticRouter } from '@/tests/support/render-page'

const list = indexPageProps(
  buildSiteData({
    fetchedAt: '2024-06-01T00:00:00Z',
    ...buildWorkspace({ seed: 'covers', name: 'Covers', time: Date.UTC(2024, 0, 1) }, [
      { title: 'First', slug: 'first', date: '2024-01-03', cover: '/demo/covers/a.jpg' },
      { title: 'Second', slug: 'second', date: '2024-01-02', cover: '/demo/covers/b.jpg' }
    ])
  })
)!
const { siteProps: site, posts } = list

/** The first `<img>` tag of a theme's post card at a place in its list. */
function coverTag(theme: ThemeDefinition, index: number): string | null {
  const Card = theme.slots?.PostCard
  if (!Card) return null
  const post = posts[index]!
  const html = renderToStaticMarkup(
    <RouterContext.Provider value={staticRouter('/')}>
      <ThemeProvider theme={theme} site={site}>
        <Card post={post} index={index} />
      </ThemeProvider>
    </RouterContext.Provider>
  )
  return /<img [^>]*>/.exec(html)?.[0] ?? null
}

// A list's first cover is often the page's largest paint on a phone: it must not wait for
// lazy loading, and the others must not compete with it.
describe.each(THEME_IDS)('%s post cards', (id) => {
  it('load the first cover at once and first, the others lazily', async () => {
    const { theme } = (await import(`@/themes/${id}/index.tsx`)) as { theme: ThemeDefinition }
    const first = coverTag(theme, 0)
    // No card slot, covers off by default, or a cover hidden on phones (never their largest paint;
    // a high-priority fetch of it would compete with what is).
    if (!first || /class="hidden /.test(first)) return
    expect(first).toMatch(/loading="eager"/)
    expect(first).toMatch(/fetchPriority="high"/)
    const second = coverTag(theme, 1)
    expect(second).toMatch(/loading="lazy"/)
    expect(second).not.toMatch(/fetchPriority/)
  })
})
