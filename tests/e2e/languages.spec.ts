import type { Browser, BrowserContextOptions } from '@playwright/test'
import { expect, test, waitForHydration, type Page } from '../support/browser-test'
import { settled } from '../support/page-problems'
import { SAME_IN_BOTH_MODES } from '../support/build-modes'

/** The demo is bilingual: English at the root, its zh-CN database under /zh/. */
const isExport = (name: string) => name === 'export'
const switcher = (page: Page) => page.locator('select[data-language-switch]')

test('/zh is a site in Chinese: home, post, archive, category, feed', async ({ page, request }) => {
  await page.goto('/zh')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  await expect(page).toHaveTitle(/^银与光/)
  await expect(page.locator('a[href="/zh/article/mountain-tea-house"]').first()).toBeAttached()
  // plog's cards open a preview; the post itself is a page of its own.
  await page.goto('/zh/article/mountain-tea-house')
  await expect(page.getByText('老板用柴火烧水').first()).toBeVisible()
  await page.goto('/zh/archive')
  await expect(page.getByRole('link', { name: /港口的蓝调时刻/ }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: /Harbour/ })).toHaveCount(0)
  await page.goto(`/zh/category/${encodeURIComponent('旅行')}`)
  await expect(page.getByRole('link', { name: /云海之上/ }).first()).toBeVisible()
  const feed = await (await request.get('/zh/rss/feed.xml')).text()
  expect(feed).toContain('<title>银与光</title>')
  expect(feed).toContain('/zh/article/mountain-tea-house')
  expect(feed).not.toContain('/article/before-the-fog-lifts')
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('/zh/article/mountain-tea-house')
  expect(sitemap).toContain('/article/before-the-fog-lifts')
})

test('hreflang links a post to its twin, and the switcher goes between them', async ({ page }) => {
  await page.goto('/article/harbour-blue-hour')
  const zh = page.locator('link[rel="alternate"][hreflang="zh-CN"]')
  await expect(zh).toHaveAttribute('href', /\/zh\/article\/harbour-blue-hour$/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /[^h]\/article\/harbour-blue-hour$/
  )
  await expect(switcher(page).locator('option')).toHaveText(['English', '简体中文'])
  await switcher(page).selectOption('zh')
  await expect(page).toHaveURL(/\/zh\/article\/harbour-blue-hour$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  await switcher(page).selectOption('')
  await expect(page).toHaveURL(/\/article\/harbour-blue-hour$/)
  await expect(page).not.toHaveURL(/\/zh\//)
})

test('/zh search finds Chinese-only words, not English-only ones', async ({ page }, info) => {
  const search = (word: string) =>
    page.goto(
      isExport(info.project.name)
        ? `/zh/search?s=${encodeURIComponent(word)}`
        : `/zh/search/${encodeURIComponent(word)}`
    )
  await search('茶馆')
  await expect(page.getByRole('link', { name: /山间茶馆/ }).first()).toBeVisible()
  await search('fog')
  await expect(page.getByRole('link', { name: /Before the Fog Lifts/ })).toHaveCount(0)
  await page.goto('/search?s=茶馆')
  await expect(page.getByRole('link', { name: /山间茶馆/ })).toHaveCount(0)
})

/**
 * The redirect is decided in an effect that runs before the page marks itself hydrated, which
 * every `goto` here waits for: by then a redirect, if any, has started its navigation. Client-side
 * behaviour, the same in both build modes: run once.
 */
test.describe('the browser-language redirect', { tag: SAME_IN_BOTH_MODES }, () => {
  test.use({ locale: 'zh-CN' })

  /** Records every document request for the Chinese site from now on. */
  function zhLoads(page: Page): string[] {
    const loads: string[] = []
    page.on('request', (r) => {
      if (r.isNavigationRequest() && /\/zh(\/|$)/.test(new URL(r.url()).pathname))
        loads.push(r.url())
    })
    return loads
  }

  test('sends a zh browser to /zh once, remembers a choice', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/zh$/)
    // /zh is a fresh page load: the switcher answers once it has hydrated.
    await waitForHydration(page)
    await switcher(page).selectOption('')
    await expect(page).not.toHaveURL(/\/zh/)
    const loads = zhLoads(page)
    await page.goto('/')
    await settled(page)
    expect(loads).toEqual([])
    await expect(page).not.toHaveURL(/\/zh/)
  })

  /** The /zh navigations a first visit of `path` starts, in a new browser of these options. */
  async function zhLoadsOfVisit(
    browser: Browser,
    options: BrowserContextOptions,
    path: string
  ): Promise<string[]> {
    const context = await browser.newContext({ locale: 'zh-CN', ...options })
    const visitor = await context.newPage()
    const loads = zhLoads(visitor)
    await visitor.goto(path)
    await waitForHydration(visitor)
    await settled(visitor)
    await context.close()
    return loads
  }

  test('never with ?lang= or for a bot', async ({ browser }) => {
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
    expect(await zhLoadsOfVisit(browser, { userAgent: googlebot }, '/')).toEqual([])
    expect(await zhLoadsOfVisit(browser, {}, '/?lang=en-US')).toEqual([])
  })
})
