import { beforeAll, describe, expect, it } from 'vitest'
import { resolveLayout } from '@/components/theme/resolve-layout'
import { THEME_DATA_KINDS } from '@/conf/themes/define'
import { isThemeId, THEME_IDS, type ThemeId } from '@/conf/themes/ids'
import { THEME_CONFS } from '@/conf/themes/index'
import {
  LAYOUT_NAMES,
  THEME_SCREENS,
  type LayoutName,
  type PageProps,
  type SearchPageProps
} from '@/lib/theme/layout-props'
import type { ThemeDefinition, ThemeSlots } from '@/lib/theme/types'
import {
  archiveProps,
  categoryIndexProps,
  indexPageProps,
  postProps,
  siteProps,
  tagIndexProps,
  tagPageProps
} from '@/lib/pages/page-props'
import { searchPageProps } from '@/lib/pages/search-props'
import { buildSiteData } from '@/lib/content/site-data'
import type { SiteData } from '@/lib/content/site-types'
import { setLogSink } from '@/lib/log'
import { THEMES } from '@/themes/registry'
import { paragraph, heading, code } from '@/scripts/lib/blocks'
import { buildWorkspace } from '@/scripts/lib/workspace-builder'
import { renderPage } from '@/tests/support/render-page'

// Generated data: enough posts for two pages, a locked post, tags, categories and a notice.
function generatedSite(): SiteData {
  const rows = Array.from({ length: 15 }, (_, i) => ({
    title: `Post ${i}`,
    slug: `post-${i}`,
    category: i % 2 ? 'Odd' : 'Even',
    tags: [`tag-${i % 3}`, 'all'],
    date: `2024-0${1 + (i % 9)}-1${i % 10}`,
    summary: `Summary ${i}`,
    blocks: [heading(1, `Heading ${i}`), paragraph(`Body ${i}`), code('TypeScript', 'const x = 1')]
  }))
  const workspace = buildWorkspace(
    { seed: 'contract', name: 'Contract', time: Date.UTC(2024, 0, 1) },
    [
      ...rows,
      { title: 'Locked', slug: 'locked', password: 'secret', date: '2024-02-02' },
      { title: 'About', slug: 'about', type: 'Page' },
      { title: 'Notice', type: 'Notice', blocks: [paragraph('Hello visitors')] }
    ]
  )
  const built = buildSiteData(
    { fetchedAt: '2024-06-01T00:00:00Z', ...workspace },
    { now: Date.UTC(2024, 11, 1) }
  )
  return built
}

const themeScreen = (data: SiteData) => ({ siteProps: siteProps(data) })

const layouts = async (data: SiteData): Promise<Record<LayoutName, PageProps>> => ({
  LayoutIndex: { layout: 'LayoutIndex', ...indexPageProps(data)! },
  LayoutPostList: { layout: 'LayoutPostList', ...tagPageProps(data, 'all', 2)! },
  LayoutSearch: { layout: 'LayoutSearch', ...(searchPageProps(data, 'post') as SearchPageProps) },
  LayoutArchive: { layout: 'LayoutArchive', ...archiveProps(data) },
  LayoutCategoryIndex: { layout: 'LayoutCategoryIndex', ...categoryIndexProps(data) },
  LayoutTagIndex: { layout: 'LayoutTagIndex', ...tagIndexProps(data) },
  LayoutSlug: { layout: 'LayoutSlug', ...(await postProps(data, '/article/post-3'))! },
  Layout404: { layout: 'Layout404', ...themeScreen(data) },
  LayoutSignIn: {
    layout: 'LayoutSignIn',
    screen: 'sign-in',
    memberPage: false,
    ...themeScreen(data)
  },
  LayoutSignUp: {
    layout: 'LayoutSignUp',
    screen: 'sign-up',
    memberPage: false,
    ...themeScreen(data)
  },
  LayoutDashboard: {
    layout: 'LayoutDashboard',
    screen: 'dashboard',
    memberPage: true,
    ...themeScreen(data)
  },
  LayoutLanding: { layout: 'LayoutLanding', ...themeScreen(data) }
})

const SLOT_NAMES: (keyof ThemeSlots)[] = ['PostCard', 'TagChip', 'Pagination', 'LockScreen']

const definitionOf = async (id: ThemeId): Promise<ThemeDefinition> =>
  ((await import(`@/themes/${id}/index.tsx`)) as { theme: ThemeDefinition }).theme

const registered = Object.keys(THEMES).filter(isThemeId)

// The registry and the conf map are checked against the id list by the compiler: one missing a
// theme does not compile (`npm run typecheck` checks this file).
const { starter: _markup, ...markupWithoutOne } = THEMES
const { starter: _conf, ...confsWithoutOne } = THEME_CONFS
// @ts-expect-error starter is missing from the markup list
void (markupWithoutOne satisfies Record<ThemeId, unknown>)
// @ts-expect-error starter is missing from the conf list
void (confsWithoutOne satisfies Record<ThemeId, unknown>)
void [_markup, _conf]

describe('the theme contract', () => {
  let data: SiteData
  beforeAll(() => {
    const restore = setLogSink(() => undefined)
    data = generatedSite()
    restore()
  })

  it('registers every theme id, each with its conf', () => {
    expect(registered).toEqual(Object.keys(THEMES))
    expect(registered.length).toBe(THEME_IDS.length)
    expect(Object.keys(THEME_CONFS).sort()).toEqual([...registered].sort())
  })

  for (const id of registered) {
    describe(`theme ${id}`, () => {
      const withTheme = (page: PageProps): PageProps => ({
        ...page,
        siteProps: { ...page.siteProps, config: { ...page.siteProps.config, THEME: id } }
      })

      it('is registered under its own id with the conf lib reads', async () => {
        const theme = await definitionOf(id)
        expect(theme.conf.id).toBe(id)
        expect(theme.conf).toBe(THEME_CONFS[id])
      })

      it(`names every key ${id.toUpperCase()}_*; menu flags are its boolean keys`, async () => {
        const { conf } = await definitionOf(id)
        for (const name of Object.keys(conf.keys))
          expect(name).toMatch(new RegExp(`^${id.toUpperCase()}_`))
        for (const name of Object.values(conf.menu)) expect(conf.keys[name]?.kind).toBe('boolean')
        for (const kind of conf.data) expect(THEME_DATA_KINDS).toContain(kind)
      })

      it('fills every layout, its own or the fallback', async () => {
        const theme = await definitionOf(id)
        for (const name of LAYOUT_NAMES)
          expect(typeof resolveLayout(theme, name)).not.toBe('undefined')
        for (const name of Object.keys(theme.slots ?? {})) expect(SLOT_NAMES).toContain(name)
        for (const name of Object.keys(theme.layouts).filter((n) => n !== 'LayoutBase'))
          expect(LAYOUT_NAMES).toContain(name)
      })

      for (const name of LAYOUT_NAMES) {
        it(`renders ${name} inside one #theme-${id} root`, async () => {
          const html = await renderPage(withTheme((await layouts(data))[name]))
          expect(html.match(/id="theme-/g)).toHaveLength(1)
          expect(html).toContain(`id="theme-${id}"`)
          expect(html).toContain('Contract')
          // One main landmark: bodies (the article's, the notice's) render none of their own.
          expect(html.match(/<main[\s>]/g)).toHaveLength(1)
        })
      }

      it('shows the content of each screen', async () => {
        const all = await layouts(data)
        expect(await renderPage(withTheme(all.LayoutIndex))).toContain('Post 0')
        expect(await renderPage(withTheme(all.LayoutSlug))).toContain('Body 3')
        expect(await renderPage(withTheme(all.LayoutArchive))).toContain('Post 14')
        expect(await renderPage(withTheme(all.LayoutCategoryIndex))).toContain('Odd')
        expect(await renderPage(withTheme(all.LayoutTagIndex))).toContain('tag-2')
        expect(await renderPage(withTheme(all.Layout404))).toContain('404')
        const theme = await definitionOf(id)
        // Without its own, a theme shows the shared account screen, and the 404 for a landing.
        for (const name of THEME_SCREENS.filter((n) => !theme.layouts[n]))
          expect(await renderPage(withTheme(all[name]))).toContain(
            name === 'LayoutLanding' ? '404' : 'data-accounts-screen='
          )
        for (const name of ['LayoutSignIn', 'LayoutSignUp', 'LayoutDashboard'] as const)
          expect(await renderPage(withTheme(all[name]))).toContain('data-accounts-mount=')
        // The members' page is fetched once signed in: never in the rendered dashboard.
        expect(await renderPage(withTheme(all.LayoutDashboard))).not.toContain('data-accounts-page')
      })

      it("shows an article's AI summary above its body, and no card without one", async () => {
        const page = (await layouts(data)).LayoutSlug
        if (page.layout !== 'LayoutSlug') throw new Error('LayoutSlug props expected')
        const withSummary = { ...page, post: { ...page.post, aiSummary: 'A short summary.' } }
        const html = await renderPage(withTheme(withSummary))
        expect(html).toMatch(/data-part="ai-summary"[^>]*>[\s\S]*A short summary\./)
        expect(html.indexOf('A short summary.')).toBeLessThan(html.indexOf('Body 3'))
        expect(await renderPage(withTheme(page))).not.toContain('data-part="ai-summary"')
      })
    })
  }
})
